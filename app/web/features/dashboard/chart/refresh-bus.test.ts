import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefreshBus } from './refresh-bus';

afterEach(() => {
  vi.useRealTimers();
});

describe('RefreshBus', () => {
  it('gives each chart a new ticket on a refresh and tells only that chart’s listeners', () => {
    const bus = new RefreshBus();
    const one = vi.fn();
    const two = vi.fn();
    bus.subscribe(1, one);
    bus.subscribe(2, two);
    expect(bus.ticket(1)).toEqual({ seq: 0, force: false });
    bus.request([1], { force: true });
    expect(bus.ticket(1)).toEqual({ seq: 1, force: true });
    expect(bus.ticket(2).seq).toBe(0);
    expect(one).toHaveBeenCalledTimes(1);
    expect(two).not.toHaveBeenCalled();
  });

  it('keeps a ticket stable until the next request (for useSyncExternalStore)', () => {
    const bus = new RefreshBus();
    bus.request([1], { force: false });
    expect(bus.ticket(1)).toBe(bus.ticket(1));
  });

  it('staggers requests by their delays, and cancels the waiting ones when disposed', () => {
    vi.useFakeTimers();
    const bus = new RefreshBus();
    bus.request([1, 2, 3], { force: true, delays: [0, 1000, 2000] });
    expect([bus.ticket(1).seq, bus.ticket(2).seq, bus.ticket(3).seq]).toEqual([1, 0, 0]);
    vi.advanceTimersByTime(1000);
    expect(bus.ticket(2).seq).toBe(1);
    bus.dispose();
    vi.advanceTimersByTime(5000);
    expect(bus.ticket(3).seq).toBe(0);
  });

  it('remembers which ticket a chart loaded, so a remount does not force again', () => {
    const bus = new RefreshBus();
    expect(bus.isCurrent(1)).toBe(true);
    bus.request([1], { force: true });
    expect(bus.isCurrent(1)).toBe(false);
    bus.markLoaded(1, bus.ticket(1).seq);
    expect(bus.isCurrent(1)).toBe(true);
    const unsubscribe = bus.subscribe(1, () => undefined);
    unsubscribe();
  });
});
