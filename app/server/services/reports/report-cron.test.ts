import { describe, expect, it } from 'vitest';
import { humanizeCrontab, isKnownTimeZone, isValidCrontab, minimumCronIntervalSeconds } from './report-cron.js';
import { anchorTabIds } from './report-references.js';

describe('report schedules', () => {
  it('accepts five-field cron expressions only', () => {
    expect(isValidCrontab('*/5 * * * *')).toBe(true);
    expect(isValidCrontab('0 9 * * 1-5')).toBe(true);
    expect(isValidCrontab('0 0 9 * * *')).toBe(false);
    expect(isValidCrontab('61 * * * *')).toBe(false);
    expect(isValidCrontab('every day')).toBe(false);
  });

  it('knows IANA zones and UTC', () => {
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });

  it('finds the shortest gap between two runs, irregular schedules included', () => {
    expect(minimumCronIntervalSeconds('*/30 * * * *', 'UTC')).toBe(1800);
    expect(minimumCronIntervalSeconds('0,5 9 * * *', 'UTC')).toBe(300);
    expect(minimumCronIntervalSeconds('0 9 * * 1-5', 'America/New_York')).toBe(86_400);
  });

  it('describes a schedule in words', () => {
    expect(humanizeCrontab('0 9 * * 1-5')).toBe('At 09:00 AM, Monday through Friday');
    expect(humanizeCrontab('* * * * *')).toBe('Every minute');
  });

  it('reads a dashboard tab anchor as one id or a JSON list of ids', () => {
    expect(anchorTabIds({ dashboard: { anchor: 'TAB-1' } })).toEqual(['TAB-1']);
    expect(anchorTabIds({ dashboard: { anchor: '["TAB-1","TAB-2"]' } })).toEqual(['TAB-1', 'TAB-2']);
    expect(anchorTabIds({})).toEqual([]);
  });
});
