import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFrames } from './frame-marks.js';

/** Animation frames run by hand: `step()` runs the callbacks asked for so far, as one frame. */
function manualFrames() {
  let queue: Array<() => void> = [];
  let id = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    queue.push(callback);
    return ++id;
  });
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return {
    step() {
      const now = queue;
      queue = [];
      for (const callback of now) callback();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFrames', () => {
  it('calls back once the frames have begun, and only once', () => {
    vi.useFakeTimers();
    const frames = manualFrames();
    const callback = vi.fn();
    afterFrames(2, callback, 500);
    frames.step();
    expect(callback).not.toHaveBeenCalled();
    frames.step();
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back after the stall time when the browser gives no frames (a hidden page)', () => {
    vi.useFakeTimers();
    manualFrames();
    const callback = vi.fn();
    afterFrames(2, callback, 500);
    vi.advanceTimersByTime(499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled', () => {
    vi.useFakeTimers();
    const frames = manualFrames();
    const callback = vi.fn();
    const cancel = afterFrames(1, callback, 500);
    cancel();
    frames.step();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
