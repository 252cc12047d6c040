import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  LAST_EVENT_ID_KEY,
  LISTENER_MAX_RETRIES,
  LISTENER_RETRY_DELAY_MS,
  WS_MAX_RECONNECT_ATTEMPTS,
  WS_RECONNECT_DELAY_MS,
  asyncEventsSocketUrl,
  createAsyncEventClient,
  type AsyncEvent,
  type EventIdStorage,
  type EventSocket,
} from './async-events';

class FakeSocket implements EventSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.({});
  }
  deliver(event: AsyncEvent | Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop() {
    this.closed = true;
    this.onclose?.({});
  }
  close() {
    this.closed = true;
  }
}

class MemoryStorage implements EventIdStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const done = (id: string, jobId: string): AsyncEvent => ({ id, job_id: jobId, status: 'done', result_url: `/api/v1/chart/data/${jobId}` });

let sockets: FakeSocket[];
let storage: MemoryStorage;
let warn: Mock<(...args: unknown[]) => void>;

function wsClient(fetchEvents: (lastId: string | null) => Promise<AsyncEvent[]> = async () => []) {
  return createAsyncEventClient({
    transport: 'ws',
    pollingDelayMs: 500,
    wsUrl: 'ws://tessera.test/ws',
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    fetchEvents,
    storage,
    warn,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  storage = new MemoryStorage();
  warn = vi.fn<(...args: unknown[]) => void>();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createAsyncEventClient: constants', () => {
  it('has the spec §9 values', () => {
    expect([WS_RECONNECT_DELAY_MS, WS_MAX_RECONNECT_ATTEMPTS, LISTENER_MAX_RETRIES, LISTENER_RETRY_DELAY_MS]).toEqual([2500, 6, 6, 100]);
  });
});

describe('createAsyncEventClient: polling', () => {
  it('polls every pollingDelayMs while a job is awaited, from the last id kept', async () => {
    storage.setItem(LAST_EVENT_ID_KEY, '5-0');
    const asked: Array<string | null> = [];
    let answer: AsyncEvent[] = [];
    const client = createAsyncEventClient({ transport: 'polling', pollingDelayMs: 500, fetchEvents: async (lastId) => (asked.push(lastId), answer), storage, warn });
    const waiting = client.waitForEvent('job-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['5-0']);
    await vi.advanceTimersByTimeAsync(499);
    expect(asked).toHaveLength(1);
    answer = [{ id: '6-0', job_id: 'job-1', status: 'running', result_url: null }, done('7-0', 'job-1')];
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toMatchObject({ id: '7-0', status: 'done' });
    expect(storage.getItem(LAST_EVENT_ID_KEY)).toBe('7-0');
    // No job left to wait for: polling stops.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked).toEqual(['5-0', '5-0']);
  });

  it('keeps polling through a failed request, with a warning', async () => {
    let calls = 0;
    const client = createAsyncEventClient({
      transport: 'polling',
      pollingDelayMs: 500,
      storage,
      warn,
      fetchEvents: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return [done('1-0', 'job-1')];
      },
    });
    const waiting = client.waitForEvent('job-1');
    await vi.advanceTimersByTimeAsync(500);
    await expect(waiting).resolves.toMatchObject({ id: '1-0' });
    expect(warn).toHaveBeenCalledWith('async events could not be fetched', expect.any(Error));
  });

  it('stops waiting when the signal aborts', async () => {
    const client = createAsyncEventClient({ transport: 'polling', pollingDelayMs: 500, fetchEvents: async () => [], storage, warn });
    const controller = new AbortController();
    const waiting = client.waitForEvent('job-1', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('createAsyncEventClient: missing listener', () => {
  it('retries an event whose job has no listener yet at 100 ms × the attempt', async () => {
    const client = wsClient();
    const first = client.waitForEvent('job-other');
    sockets[0]!.open();
    sockets[0]!.deliver(done('1-0', 'job-late'));
    // Attempts at 100, +200, +300 ms: the listener registered after 250 ms is found on the second.
    await vi.advanceTimersByTimeAsync(250);
    const late = client.waitForEvent('job-late');
    let settled = false;
    void late.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(late).resolves.toMatchObject({ id: '1-0' });
    expect(warn).not.toHaveBeenCalled();
    sockets[0]!.deliver(done('2-0', 'job-other'));
    await expect(first).resolves.toMatchObject({ id: '2-0' });
  });

  it('warns after 6 retries (2.1 s in all) and drops the event', async () => {
    const client = wsClient();
    void client.waitForEvent('job-other');
    sockets[0]!.open();
    sockets[0]!.deliver(done('1-0', 'job-never'));
    // Looks again at 100, 300, 600, 1000, 1500 and 2100 ms; the last finds no listener either and gives up.
    await vi.advanceTimersByTimeAsync(2099);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('listener not found for job_id', 'job-never');
    // The event still moved the last id on.
    expect(client.lastEventId()).toBe('1-0');
  });
});

describe('createAsyncEventClient: WebSocket', () => {
  it('opens /ws with the last id kept and delivers pushed events', async () => {
    storage.setItem(LAST_EVENT_ID_KEY, '9-1');
    const client = wsClient();
    const waiting = client.waitForEvent('job-1');
    expect(sockets.map((s) => s.url)).toEqual(['ws://tessera.test/ws?last_id=9-1']);
    sockets[0]!.open();
    sockets[0]!.deliver({ message: 'a notice, not an event' });
    sockets[0]!.deliver(done('10-0', 'job-1'));
    await expect(waiting).resolves.toMatchObject({ id: '10-0' });
    expect(storage.getItem(LAST_EVENT_ID_KEY)).toBe('10-0');
    // One socket serves every job.
    void client.waitForEvent('job-2');
    expect(sockets).toHaveLength(1);
  });

  it('reconnects 2500 ms after a close, with the last id received', async () => {
    const client = wsClient();
    void client.waitForEvent('job-1');
    sockets[0]!.open();
    sockets[0]!.deliver({ id: '3-0', job_id: 'job-1', status: 'running', result_url: null });
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(2499);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.map((s) => s.url)).toEqual(['ws://tessera.test/ws', 'ws://tessera.test/ws?last_id=3-0']);
    expect(client.transport()).toBe('ws');
  });

  it('falls back to polling after 6 failed reconnects, from the last id', async () => {
    storage.setItem(LAST_EVENT_ID_KEY, '4-0');
    const asked: Array<string | null> = [];
    const client = wsClient(async (lastId) => {
      asked.push(lastId);
      return [done('5-0', 'job-1')];
    });
    const waiting = client.waitForEvent('job-1');
    sockets[0]!.drop();
    for (let attempt = 1; attempt <= WS_MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      await vi.advanceTimersByTimeAsync(2500);
      expect(sockets).toHaveLength(attempt + 1);
      expect(client.transport()).toBe('ws');
      sockets.at(-1)!.drop();
    }
    expect(client.transport()).toBe('polling');
    expect(warn).toHaveBeenCalledWith('async events socket gave up after', 6, 'attempts; polling instead');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['4-0']);
    await expect(waiting).resolves.toMatchObject({ id: '5-0' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(7);
  });

  it('reads what came before a first socket opened over HTTP once, and skips what it repeats', async () => {
    const asked: Array<string | null> = [];
    const client = wsClient(async (lastId) => {
      asked.push(lastId);
      return [done('1-0', 'job-other'), done('2-0', 'job-1')];
    });
    const waiting = client.waitForEvent('job-1');
    sockets[0]!.open();
    await expect(waiting).resolves.toMatchObject({ id: '2-0' });
    expect(asked).toEqual([null]);
    expect(client.lastEventId()).toBe('2-0');
    // A replay of the same events finds them already handled: no retry, no warning.
    sockets[0]!.deliver(done('2-0', 'job-1'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(warn).not.toHaveBeenCalled();
  });

  it('opens the socket at start, before any job', () => {
    const client = wsClient();
    client.start();
    expect(sockets).toHaveLength(1);
    void client.waitForEvent('job-1');
    expect(sockets).toHaveLength(1);
  });

  it('counts attempts again once a socket opened', async () => {
    const client = wsClient();
    void client.waitForEvent('job-1');
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < WS_MAX_RECONNECT_ATTEMPTS - 1; attempt += 1) {
        sockets.at(-1)!.drop();
        await vi.advanceTimersByTimeAsync(2500);
      }
      sockets.at(-1)!.open();
    }
    expect(client.transport()).toBe('ws');
    client.close();
    expect(sockets.at(-1)!.closed).toBe(true);
  });
});

describe('createAsyncEventClient: socket URL (GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL)', () => {
  const page = { protocol: 'https:', host: 'bi.example.org' };

  it('defaults to /ws on the page\'s own host, wss under https', () => {
    expect(asyncEventsSocketUrl(null, page)).toBe('wss://bi.example.org/ws');
    expect(asyncEventsSocketUrl(undefined, { protocol: 'http:', host: '127.0.0.1:8088' })).toBe('ws://127.0.0.1:8088/ws');
  });

  it('takes a configured absolute URL as it is, and a path on the page\'s host', () => {
    expect(asyncEventsSocketUrl('wss://events.example.org/socket', page)).toBe('wss://events.example.org/socket');
    expect(asyncEventsSocketUrl('/events/ws', page)).toBe('wss://bi.example.org/events/ws');
  });

  it('adds last_id to a configured URL that has a query of its own', async () => {
    storage.setItem(LAST_EVENT_ID_KEY, '5-0');
    const client = createAsyncEventClient({
      transport: 'ws',
      pollingDelayMs: 500,
      wsUrl: 'wss://events.example.org/socket?tenant=a',
      openSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      fetchEvents: async () => [],
      storage,
      warn,
    });
    client.start();
    expect(sockets.map((socket) => socket.url)).toEqual(['wss://events.example.org/socket?tenant=a&last_id=5-0']);
    client.close();
  });
});

describe('createAsyncEventClient: followJob', () => {
  it('hands each running event to onProgress and resolves with the job\'s last event', async () => {
    const client = wsClient();
    const progress: string[] = [];
    const ended = client.followJob('job-7', (event) => progress.push(`${event.id}:${event.status}`));
    sockets[0]!.open();
    sockets[0]!.deliver({ id: '1-0', job_id: 'job-7', status: 'running', result_url: null });
    sockets[0]!.deliver({ id: '2-0', job_id: 'job-8', status: 'running', result_url: null });
    expect(progress).toEqual(['1-0:running']);
    sockets[0]!.deliver(done('3-0', 'job-7'));
    await expect(ended).resolves.toMatchObject({ id: '3-0', status: 'done' });
    expect(client.lastEventId()).toBe('3-0');
    client.close();
  });
});
