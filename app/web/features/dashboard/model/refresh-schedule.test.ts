import { describe, expect, it } from 'vitest';
import { REFRESH_FREQUENCIES, chartsToAutoRefresh, refreshFrequencyLabel, staggeredRefreshDelays } from './refresh-schedule';

describe('auto-refresh schedule', () => {
  it('offers Superset’s refresh periods, off first', () => {
    expect(REFRESH_FREQUENCIES[0]).toEqual({ seconds: 0, label: "Don't refresh" });
    expect(REFRESH_FREQUENCIES.map((choice) => choice.seconds)).toEqual([0, 10, 30, 60, 300, 1800, 3600, 21600, 43200, 86400]);
    expect(refreshFrequencyLabel(300)).toBe('5 minutes');
    expect(refreshFrequencyLabel(42)).toBe('42 seconds');
  });

  it('spreads charts evenly over the default 5 s stagger', () => {
    expect(staggeredRefreshDelays(3, 10, {})).toEqual([0, 2500, 5000]);
    expect(staggeredRefreshDelays(1, 10, {})).toEqual([0]);
    expect(staggeredRefreshDelays(0, 10, {})).toEqual([]);
  });

  it('uses the larger of the stagger time and a fifth of the period', () => {
    expect(staggeredRefreshDelays(3, 300, {})).toEqual([0, 30000, 60000]);
    expect(staggeredRefreshDelays(5, 10, { stagger_time: 8000 })).toEqual([0, 2000, 4000, 6000, 8000]);
  });

  it('refreshes all at once when staggering is off', () => {
    expect(staggeredRefreshDelays(3, 10, { stagger_refresh: false })).toEqual([0, 0, 0]);
    expect(staggeredRefreshDelays(3, 10, { stagger_refresh: 'false' })).toEqual([0, 0, 0]);
    expect(staggeredRefreshDelays(3, 10, { stagger_refresh: 'true' })).toEqual([0, 2500, 5000]);
  });

  it('skips the charts marked immune', () => {
    expect(chartsToAutoRefresh([1, 2, 3], [2])).toEqual([1, 3]);
    expect(chartsToAutoRefresh([1, 2], 'nonsense')).toEqual([1, 2]);
  });
});
