import { describe, expect, it } from 'vitest';
import { clockText, cronOf, parseClock, presetOf, switchPreset } from './cron-presets.js';

describe('cron presets', () => {
  it('recognises each preset and writes it back unchanged', () => {
    const cases: Array<[string, ReturnType<typeof presetOf>]> = [
      ['* * * * *', { kind: 'minute' }],
      ['15 * * * *', { kind: 'hour', minute: 15 }],
      ['0 9 * * *', { kind: 'day', hour: 9, minute: 0 }],
      ['30 8 * * 5', { kind: 'week', weekday: 5, hour: 8, minute: 30 }],
      ['0 6 28 * *', { kind: 'month', monthDay: 28, hour: 6, minute: 0 }],
    ];
    for (const [cron, preset] of cases) {
      expect(presetOf(cron)).toEqual(preset);
      expect(cronOf(preset)).toBe(cron);
    }
  });

  it('calls anything else custom', () => {
    for (const cron of ['*/5 * * * *', '0 9 * * 1-5', '0 9 1 1 *', '0 9 1 * 1', '0 9,17 * * *', '0 0 9 * * *', '', '@daily']) {
      expect(presetOf(cron)).toEqual({ kind: 'custom' });
    }
    expect(cronOf({ kind: 'custom' })).toBeNull();
  });

  it('keeps the time, weekday and day of month when the kind changes', () => {
    const week = presetOf('45 7 * * 3');
    expect(switchPreset(week, 'day')).toEqual({ kind: 'day', hour: 7, minute: 45 });
    expect(switchPreset(week, 'month')).toEqual({ kind: 'month', monthDay: 1, hour: 7, minute: 45 });
    expect(switchPreset(week, 'week')).toEqual(week);
    expect(switchPreset({ kind: 'minute' }, 'day')).toEqual({ kind: 'day', hour: 9, minute: 0 });
    expect(switchPreset({ kind: 'hour', minute: 20 }, 'week')).toEqual({ kind: 'week', weekday: 1, hour: 9, minute: 20 });
  });

  it('reads and writes the time input’s HH:MM', () => {
    expect(clockText(9, 5)).toBe('09:05');
    expect(parseClock('17:30')).toEqual({ hour: 17, minute: 30 });
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('')).toBeNull();
  });
});
