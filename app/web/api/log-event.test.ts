// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiServer } from '../components/list-view/test-support/fake-api-server';
import { csrfTokens } from './api-fetch';
import { createBeaconTransport, createEventLogger, logEvent, logUrl, type LogEventRecord, type LogTransport } from './log-event';

const record = (fields: Partial<LogEventRecord> = {}): LogEventRecord => ({ event_name: 'x', ts: 1, impression_id: 'i', ...fields });

/** A transport that remembers every batch. */
function recordingTransport() {
  const batches: { events: LogEventRecord[]; unloading: boolean }[] = [];
  const transport: LogTransport = (events, { unloading }) => batches.push({ events: [...events], unloading });
  return { batches, transport };
}

/** The `events` of a beacon's form, parsed. */
const beaconEvents = (body: unknown) => JSON.parse(String((body as FormData).get('events'))) as LogEventRecord[];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createEventLogger', () => {
  it('sends the events together once none follows for a second, each with its name, time and impression id', () => {
    const { batches, transport } = recordingTransport();
    let clock = 1_000;
    const logger = createEventLogger(transport, { impressionId: 'page-1', now: () => clock });
    logger.log('mount_dashboard', { dashboard_id: 4 });
    clock = 1_500;
    vi.advanceTimersByTime(900);
    logger.log('load_chart', { dashboard_id: 4, slice_id: 9, duration: 12 });
    vi.advanceTimersByTime(999);
    expect(batches).toEqual([]);
    expect(logger.pending()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([
      {
        unloading: false,
        events: [
          { event_name: 'mount_dashboard', dashboard_id: 4, ts: 1_000, impression_id: 'page-1' },
          { event_name: 'load_chart', dashboard_id: 4, slice_id: 9, duration: 12, ts: 1_500, impression_id: 'page-1' },
        ],
      },
    ]);
    expect(logger.pending()).toBe(0);
  });

  it('sends a full batch of 1024 at once and keeps the rest for the next send', () => {
    const { batches, transport } = recordingTransport();
    const logger = createEventLogger(transport);
    for (let i = 0; i < 2050; i += 1) logger.log('render_chart', { i });
    expect(batches.map((batch) => batch.events.length)).toEqual([1024, 1024]);
    expect(batches[1]!.events[0]).toMatchObject({ i: 1024 });
    vi.advanceTimersByTime(1000);
    expect(batches.map((batch) => batch.events.length)).toEqual([1024, 1024, 2]);
  });

  it('sends everything at once when flushed for a page going away, and survives a failing transport', () => {
    const { batches, transport } = recordingTransport();
    const logger = createEventLogger(transport);
    logger.log('a');
    logger.flush({ unloading: true });
    expect(batches).toEqual([{ unloading: true, events: [expect.objectContaining({ event_name: 'a' })] }]);
    vi.advanceTimersByTime(5000);
    expect(batches).toHaveLength(1);

    const failing = createEventLogger(() => {
      throw new Error('offline');
    });
    failing.log('b');
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    expect(failing.pending()).toBe(0);
  });
});

describe('logUrl', () => {
  it('names the dashboard or chart a whole batch is about, as Superset does', () => {
    expect(logUrl([record({ dashboard_id: 3 }), record({ dashboard_id: 3, slice_id: 8 })])).toBe('/superset/log/?explode=events&dashboard_id=3');
    expect(logUrl([record({ slice_id: 8 })])).toBe('/superset/log/?explode=events&slice_id=8');
    expect(logUrl([record({ dashboard_id: 3 }), record({ dashboard_id: 5 })])).toBe('/superset/log/?explode=events');
    expect(logUrl([record({ dashboard_id: 3 }), record()])).toBe('/superset/log/?explode=events');
  });
});

describe('createBeaconTransport', () => {
  it('sends a form with the events (and an embedded page\'s guest token) by beacon', () => {
    const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    createBeaconTransport({ guestToken: () => 'guest-1' })([record({ slice_id: 8 })], { unloading: true });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/superset/log/?explode=events&slice_id=8');
    expect(beaconEvents(body)).toEqual([record({ slice_id: 8 })]);
    expect((body as FormData).get('guest_token')).toBe('guest-1');
  });

  it('puts the session\'s CSRF token in the beacon\'s form, since a beacon cannot set headers', () => {
    const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    createBeaconTransport({ csrfToken: () => 'token-1' })([record({ dashboard_id: 2 })], { unloading: true });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = sendBeacon.mock.calls[0]![1] as FormData;
    expect(body.get('csrf_token')).toBe('token-1');
    expect(beaconEvents(body)).toEqual([record({ dashboard_id: 2 })]);
  });

  it('posts the events as JSON, with the CSRF header, while no token is known for a beacon', async () => {
    vi.useRealTimers();
    const server = createFakeApiServer({ 'POST /superset/log/': () => new Response(null, { status: 200 }) });
    vi.stubGlobal('fetch', server.fetch);
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    createBeaconTransport({ csrfToken: () => undefined })([record({ slice_id: 3 })], { unloading: false });
    await vi.waitFor(() => expect(server.calls('POST', '/superset/log/')).toHaveLength(1));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(server.calls('POST', '/superset/log/')[0]!.body).toEqual({ events: [record({ slice_id: 3 })] });
  });

  it('posts the events as JSON when the browser refuses the beacon', async () => {
    vi.useRealTimers();
    const server = createFakeApiServer({ 'POST /superset/log/': () => new Response(null, { status: 200 }) });
    vi.stubGlobal('fetch', server.fetch);
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    createBeaconTransport()([record({ dashboard_id: 2 })], { unloading: false });
    await vi.waitFor(() => expect(server.calls('POST', '/superset/log/')).toHaveLength(1));
    const [call] = server.calls('POST', '/superset/log/');
    expect(call!.url.search).toBe('?explode=events&dashboard_id=2');
    expect(call!.body).toEqual({ events: [record({ dashboard_id: 2 })] });
  });
});

describe('logEvent', () => {
  it('queues on the page logger, which sends by beacon, with the CSRF token, when the page is hidden', async () => {
    vi.useRealTimers();
    vi.stubGlobal('fetch', createFakeApiServer({}).fetch);
    const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    logEvent('mount_dashboard', { dashboard_id: 12 });
    logEvent('mount_explorer', { slice_id: 40 });
    // The page logger fetches the token as it starts, so the page's last beacon has it at hand.
    await vi.waitFor(() => expect(csrfTokens.peek()).toBe('test-token'));
    expect(sendBeacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect((sendBeacon.mock.calls[0]![1] as FormData).get('csrf_token')).toBe('test-token');
    expect(beaconEvents(sendBeacon.mock.calls[0]![1]).map(({ event_name, dashboard_id, slice_id }) => ({ event_name, dashboard_id, slice_id }))).toEqual([
      { event_name: 'mount_dashboard', dashboard_id: 12, slice_id: undefined },
      { event_name: 'mount_explorer', dashboard_id: undefined, slice_id: 40 },
    ]);
  });
});
