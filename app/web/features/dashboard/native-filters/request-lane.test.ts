import { describe, expect, it } from 'vitest';
import { RequestLane } from './request-lane';

describe('RequestLane', () => {
  it('runs at most its limit at once, in arrival order, and settles as each task does', async () => {
    const lane = new RequestLane(2);
    const started: number[] = [];
    const release = new Map<number, (value: number) => void>();
    let peak = 0;
    const task = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        peak = Math.max(peak, lane.active);
        release.set(id, resolve);
      });
    const results = [1, 2, 3, 4].map((id) => lane.run(task(id)));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(lane.queued).toBe(2);
    release.get(2)!(2);
    await results[1];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1, 2, 3]);
    release.get(1)!(1);
    release.get(3)!(3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release.get(4)!(4);
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(lane.active).toBe(0);
  });

  it('frees the place of a task that fails', async () => {
    const lane = new RequestLane(1);
    await expect(lane.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lane.run(() => Promise.resolve('next'))).toBe('next');
  });
});
