import { describe, expect, it } from 'vitest';
import { runGuardedStatement, type GuardedStatement } from './run-guarded-statement.js';

/** A promise settled from outside, to play a driver whose work finishes when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A resource and statement that record what the helper did with them. */
function recordingStatement(options: { acquire?: Promise<string>; work?: Promise<number>; cancelFails?: boolean } = {}) {
  const work = options.work ? null : deferred<number>();
  const started = deferred<void>();
  const events: string[] = [];
  const statement: GuardedStatement<string, number> = {
    acquire: () => options.acquire ?? Promise.resolve('conn'),
    releaseUnused: (resource) => events.push(`unused ${resource}`),
    cancel: (resource) => {
      events.push(`cancel ${resource}`);
      if (options.cancelFails) throw new Error('cannot reach the server');
      // Cancelling makes the driver's work fail, as an interrupted statement does.
      work?.reject(new Error('interrupted'));
    },
    run: (resource) => {
      events.push(`run ${resource}`);
      started.resolve();
      return options.work ?? work!.promise;
    },
    release: (resource, stopped) => {
      events.push(`release ${resource} ${stopped ? 'stopped' : 'reusable'}`);
    },
  };
  return { statement, events, work, started: started.promise };
}

describe('runGuardedStatement', () => {
  it('returns the result and releases the resource as reusable', async () => {
    const { statement, events } = recordingStatement({ work: Promise.resolve(42) });
    await expect(runGuardedStatement({ timeoutMs: 1_000 }, statement)).resolves.toBe(42);
    expect(events).toEqual(['run conn', 'release conn reusable']);
  });

  it('passes the driver error through when nothing fired', async () => {
    const { statement, events } = recordingStatement({ work: Promise.reject(new Error('syntax error at "FORM"')) });
    await expect(runGuardedStatement({}, statement)).rejects.toThrow('syntax error at "FORM"');
    expect(events).toEqual(['run conn', 'release conn reusable']);
  });

  it('cancels in the engine on abort and rejects with an AbortError, not the driver error', async () => {
    const { statement, events, started } = recordingStatement();
    const controller = new AbortController();
    const running = runGuardedStatement({ signal: controller.signal }, statement);
    await started;
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError', message: 'The query was cancelled' });
    expect(events).toEqual(['run conn', 'cancel conn', 'release conn stopped']);
  });

  it('times out with a TimeoutError, also for a signal made by AbortSignal.timeout()', async () => {
    const first = recordingStatement();
    await expect(runGuardedStatement({ timeoutMs: 20 }, first.statement)).rejects.toMatchObject({ name: 'TimeoutError', message: 'The query timed out after 20 ms' });
    expect(first.events).toContain('cancel conn');
    const second = recordingStatement();
    await expect(runGuardedStatement({ signal: AbortSignal.timeout(20) }, second.statement)).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('still rejects when the statement finished while being cancelled', async () => {
    const work = deferred<number>();
    const { statement, events, started } = recordingStatement({ work: work.promise });
    const controller = new AbortController();
    const running = runGuardedStatement({ signal: controller.signal }, statement);
    await started;
    controller.abort();
    // The driver answers anyway (MySQL's SLEEP returns 1 when killed).
    work.resolve(1);
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(events.at(-1)).toBe('release conn stopped');
  });

  it('waits for the cancel to land before releasing the resource', async () => {
    const landed = deferred<void>();
    const work = deferred<number>();
    const events: string[] = [];
    const controller = new AbortController();
    const running = runGuardedStatement(
      { signal: controller.signal },
      {
        acquire: async () => 'client',
        releaseUnused: () => undefined,
        cancel: () => {
          work.reject(new Error('canceling statement due to user request'));
          return landed.promise.then(() => void events.push('cancel landed'));
        },
        run: () => work.promise,
        release: (_client, stopped) => void events.push(`released ${stopped}`),
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual([]);
    landed.resolve();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual(['cancel landed', 'released true']);
  });

  it('a cancel that fails does not hide why the statement stopped', async () => {
    const { statement, events } = recordingStatement({ cancelFails: true, work: new Promise<number>((resolve) => setTimeout(() => resolve(1), 30)) });
    await expect(runGuardedStatement({ timeoutMs: 5 }, statement)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(events).toEqual(['run conn', 'cancel conn', 'release conn stopped']);
  });

  it('never runs a statement once fired, nor cancels one that is not running, whenever the abort comes', async () => {
    for (let ticks = 0; ticks < 8; ticks++) {
      const { statement, events } = recordingStatement();
      const controller = new AbortController();
      const running = runGuardedStatement({ signal: controller.signal }, statement);
      for (let tick = 0; tick < ticks; tick++) await Promise.resolve();
      controller.abort();
      await expect(running).rejects.toMatchObject({ name: 'AbortError' });
      expect([['unused conn'], ['run conn', 'cancel conn', 'release conn stopped']], `after ${ticks} ticks`).toContainEqual(events);
    }
  });

  it('runs nothing for an already aborted signal, and gives back the resource that arrives late', async () => {
    const acquired = deferred<string>();
    const { statement, events } = recordingStatement({ acquire: acquired.promise });
    await expect(runGuardedStatement({ signal: AbortSignal.abort() }, statement)).rejects.toMatchObject({ name: 'AbortError' });
    acquired.resolve('late');
    await expect.poll(() => events).toEqual(['unused late']);
  });

  it('stops waiting for a busy pool when the timeout fires', async () => {
    const acquired = deferred<string>();
    const { statement, events } = recordingStatement({ acquire: acquired.promise });
    await expect(runGuardedStatement({ timeoutMs: 20 }, statement)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(events).toEqual([]);
    acquired.resolve('late');
    await expect.poll(() => events).toEqual(['unused late']);
  });
});
