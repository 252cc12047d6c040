import { describe, expect, it } from 'vitest';
import { ResourcePool } from './resource-pool.js';

/** A factory of numbered resources that records what was destroyed. */
function counter(options: { failFirst?: boolean } = {}) {
  let next = 0;
  let failed = false;
  const destroyed: number[] = [];
  return {
    destroyed,
    factory: {
      create: async () => {
        if (options.failFirst && !failed) {
          failed = true;
          throw new Error('connection refused');
        }
        return ++next;
      },
      destroy: (resource: number) => void destroyed.push(resource),
    },
  };
}

describe('ResourcePool', () => {
  it('creates at most max resources and serves waiters in arrival order', async () => {
    const { factory } = counter();
    const pool = new ResourcePool(factory, 2);
    const a = await pool.acquire();
    const b = await pool.acquire();
    const order: string[] = [];
    const third = pool.acquire().then((r) => (order.push('third'), r));
    const fourth = pool.acquire().then((r) => (order.push('fourth'), r));
    pool.release(a);
    pool.release(b);
    expect([await third, await fourth]).toEqual([a, b]);
    expect(order).toEqual(['third', 'fourth']);
  });

  it('destroys a discarded resource and creates a new one for the next caller', async () => {
    const { factory, destroyed } = counter();
    const pool = new ResourcePool(factory, 1);
    const first = await pool.acquire();
    const waiting = pool.acquire();
    pool.release(first, true);
    expect(destroyed).toEqual([first]);
    expect(await waiting).not.toBe(first);
  });

  it('passes a failed creation to the waiter and tries again for the next one', async () => {
    const { factory } = counter({ failFirst: true });
    const pool = new ResourcePool(factory, 1);
    await expect(pool.acquire()).rejects.toThrow('connection refused');
    await expect(pool.acquire()).resolves.toBe(1);
  });

  it('close() refuses waiters and new callers, destroys idle resources and waits for leased ones', async () => {
    const { factory, destroyed } = counter();
    const pool = new ResourcePool(factory, 2);
    const leased = await pool.acquire();
    pool.release(await pool.acquire());
    const blocked = new ResourcePool(factory, 1);
    await blocked.acquire();
    const waiter = blocked.acquire();
    void blocked.close();
    await expect(waiter).rejects.toThrow(/closed/);

    let closed = false;
    const closing = pool.close().then(() => (closed = true));
    await Promise.resolve();
    expect(closed).toBe(false);
    await expect(pool.acquire()).rejects.toThrow(/closed/);
    pool.release(leased);
    await closing;
    expect(destroyed).toEqual(expect.arrayContaining([1, 2]));
  });

  it('rejects a size that is not a positive integer', () => {
    expect(() => new ResourcePool(counter().factory, 0)).toThrow(RangeError);
  });
});
