import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { checkVersion, editVersionOf, isVersion, nextStamp, stampMs } from './edit-version.js';

describe('edit versions', () => {
  it('reads stamps as the store writes them, and as a database default writes them (UTC without a zone)', () => {
    expect(stampMs('2026-03-01T10:00:07.250Z')).toBe(Date.UTC(2026, 2, 1, 10, 0, 7, 250));
    expect(stampMs('2026-03-01 10:00:07')).toBe(Date.UTC(2026, 2, 1, 10, 0, 7));
    expect(stampMs('2026-03-01T10:00:07.250')).toBe(Date.UTC(2026, 2, 1, 10, 0, 7, 250));
    expect(stampMs('soon')).toBeNull();
    expect(stampMs(null)).toBeNull();
  });

  it('compares changed_on to the millisecond and last_modified_time to the second', () => {
    const stored = '2026-03-01T10:00:07.250Z';
    expect(isVersion(stored, editVersionOf('2026-03-01T10:00:07.250Z')!)).toBe(true);
    expect(isVersion(stored, editVersionOf('2026-03-01T10:00:07.251Z')!)).toBe(false);
    const seconds = Date.UTC(2026, 2, 1, 10, 0, 7) / 1000;
    expect(isVersion(stored, editVersionOf(undefined, seconds)!)).toBe(true);
    expect(isVersion(stored, editVersionOf(undefined, seconds - 1)!)).toBe(false);
    expect(editVersionOf(undefined, undefined)).toBeNull();
  });

  it('answers 400 to a changed_on that is not a time, and 409 to an older version', () => {
    expect(() => editVersionOf('yesterday')).toThrow(HttpError);
    expect(() => editVersionOf('yesterday')).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => checkVersion(editVersionOf('2026-03-01T10:00:00.000Z'), '2026-03-01T10:00:07.250Z', 'chart')).toThrow(expect.objectContaining({ statusCode: 409 }));
    expect(() => checkVersion(null, '2026-03-01T10:00:07.250Z', 'chart')).not.toThrow();
  });

  it('makes every save a new version, a second apart for dashboards', () => {
    const now = new Date(Date.UTC(2026, 2, 1, 10, 0, 7, 100));
    expect(nextStamp('2026-03-01T10:00:07.100Z', false, now)).toBe('2026-03-01T10:00:07.101Z');
    expect(nextStamp('2026-03-01T10:00:07.050Z', true, now)).toBe('2026-03-01T10:00:08.000Z');
    expect(nextStamp('2026-03-01T09:00:00.000Z', true, now)).toBe('2026-03-01T10:00:07.100Z');
    expect(nextStamp(null, false, now)).toBe('2026-03-01T10:00:07.100Z');
  });
});
