import { describe, expect, it } from 'vitest';
import { describeCron, expandCron } from './cron-description.js';

describe('describeCron', () => {
  it('says common schedules in words, on a 24-hour clock', () => {
    expect(describeCron('0 9 * * *')).toEqual({ ok: true, text: 'At 09:00' });
    expect(describeCron('* * * * *')).toEqual({ ok: true, text: 'Every minute' });
    expect(describeCron('0 * * * *')).toEqual({ ok: true, text: 'Every hour' });
    expect(describeCron('30 17 * * 1')).toEqual({ ok: true, text: 'At 17:30, only on Monday' });
    expect(describeCron('0 9 15 * *')).toEqual({ ok: true, text: 'At 09:00, on day 15 of the month' });
  });

  it('reads extra spaces, and refuses nicknames as the API does', () => {
    expect(expandCron('  0  9 * * * ')).toBe('0 9 * * *');
    expect(describeCron('@hourly')).toMatchObject({ ok: false, error: expect.stringContaining('five fields') });
    expect(describeCron(' 0   9 * *  * ')).toEqual({ ok: true, text: 'At 09:00' });
  });

  it('refuses what is not a five-field schedule, saying why', () => {
    expect(describeCron('')).toEqual({ ok: false, error: 'Enter a schedule as a cron expression.' });
    expect(describeCron('0 0 9 * * *')).toMatchObject({ ok: false, error: expect.stringContaining('five fields') });
    expect(describeCron('every day')).toMatchObject({ ok: false, error: expect.stringContaining('five fields') });
    const minute = describeCron('61 * * * *');
    expect(minute.ok).toBe(false);
    expect(minute.ok ? '' : minute.error).toMatch(/minute/i);
    expect(describeCron('0 25 * * *').ok).toBe(false);
    expect(describeCron('0 9 * 13 *').ok).toBe(false);
  });
});
