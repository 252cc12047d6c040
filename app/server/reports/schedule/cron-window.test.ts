import { describe, expect, it } from 'vitest';
import { dueTimesInWindow, floorToMinute, isoMinuteOf } from './cron-window.js';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
const at = (text: string) => new Date(text);

describe('dueTimesInWindow', () => {
  it('includes the end of the window and excludes its start', () => {
    expect(iso(dueTimesInWindow('0 9 * * *', 'UTC', at('2026-01-05T08:59:00Z'), at('2026-01-05T09:00:00Z')))).toEqual(['2026-01-05T09:00:00.000Z']);
    expect(dueTimesInWindow('0 9 * * *', 'UTC', at('2026-01-05T09:00:00Z'), at('2026-01-05T09:01:00Z'))).toEqual([]);
  });

  it('reads the schedule in its timezone', () => {
    // 09:00 in Paris is 08:00 UTC in winter and 07:00 UTC in summer.
    expect(iso(dueTimesInWindow('0 9 * * *', 'Europe/Paris', at('2026-01-05T00:00:00Z'), at('2026-01-06T00:00:00Z')))).toEqual(['2026-01-05T08:00:00.000Z']);
    expect(iso(dueTimesInWindow('0 9 * * *', 'Europe/Paris', at('2026-07-06T00:00:00Z'), at('2026-07-07T00:00:00Z')))).toEqual(['2026-07-06T07:00:00.000Z']);
  });

  it('Europe/Paris spring forward: a fixed time in the gap runs right after it, interval times in the gap are skipped', () => {
    // 2026-03-29: 02:00 CET jumps to 03:00 CEST (01:00 UTC); 02:30 does not exist.
    const from = at('2026-03-28T23:30:00Z');
    const to = at('2026-03-29T02:00:00Z');
    expect(iso(dueTimesInWindow('30 2 * * *', 'Europe/Paris', from, to))).toEqual(['2026-03-29T01:00:00.000Z']);
    expect(iso(dueTimesInWindow('*/30 * * * *', 'Europe/Paris', from, to))).toEqual([
      '2026-03-29T00:00:00.000Z', // 01:00 CET
      '2026-03-29T00:30:00.000Z', // 01:30 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
      '2026-03-29T02:00:00.000Z', // 04:00 CEST
    ]);
  });

  it('Europe/Paris fall back: a fixed time in the repeated hour runs once, interval times run on both occurrences', () => {
    // 2026-10-25: 03:00 CEST falls back to 02:00 CET (01:00 UTC); 02:00-02:59 happens twice.
    const from = at('2026-10-24T23:45:00Z');
    const to = at('2026-10-25T02:00:00Z');
    expect(iso(dueTimesInWindow('30 2 * * *', 'Europe/Paris', from, to))).toEqual(['2026-10-25T00:30:00.000Z']);
    expect(iso(dueTimesInWindow('*/30 2 * * *', 'Europe/Paris', from, to))).toEqual([
      '2026-10-25T00:00:00.000Z', // 02:00 CEST
      '2026-10-25T00:30:00.000Z', // 02:30 CEST
      '2026-10-25T01:00:00.000Z', // 02:00 CET
      '2026-10-25T01:30:00.000Z', // 02:30 CET
    ]);
  });

  it('America/New_York spring forward and fall back', () => {
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT (07:00 UTC).
    expect(iso(dueTimesInWindow('30 2 * * *', 'America/New_York', at('2026-03-07T00:00:00Z'), at('2026-03-10T00:00:00Z')))).toEqual([
      '2026-03-07T07:30:00.000Z', // 02:30 EST
      '2026-03-08T07:00:00.000Z', // 02:30 does not exist: 03:00 EDT
      '2026-03-09T06:30:00.000Z', // 02:30 EDT
    ]);
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST (06:00 UTC); 01:30 happens twice, runs once.
    expect(iso(dueTimesInWindow('30 1 * * *', 'America/New_York', at('2026-11-01T00:00:00Z'), at('2026-11-02T00:00:00Z')))).toEqual(['2026-11-01T05:30:00.000Z']);
    expect(iso(dueTimesInWindow('0 9 * * *', 'America/New_York', at('2026-10-31T00:00:00Z'), at('2026-11-03T00:00:00Z')))).toEqual([
      '2026-10-31T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ]);
  });

  it('refuses a pattern or timezone croner cannot read', () => {
    expect(() => dueTimesInWindow('61 * * * *', 'UTC', at('2026-01-01T00:00:00Z'), at('2026-01-01T01:00:00Z'))).toThrow();
    expect(() => dueTimesInWindow('* * * * *', 'Mars/Olympus', at('2026-01-01T00:00:00Z'), at('2026-01-01T01:00:00Z'))).toThrow();
  });
});

describe('minutes', () => {
  it('floors to the minute and writes it in ISO basic form without colons', () => {
    expect(floorToMinute(at('2026-01-05T09:00:59.999Z')).toISOString()).toBe('2026-01-05T09:00:00.000Z');
    expect(isoMinuteOf(at('2026-01-05T09:07:42Z'))).toBe('20260105T0907Z');
  });
});
