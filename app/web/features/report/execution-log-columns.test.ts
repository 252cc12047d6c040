import { describe, expect, it } from 'vitest';
import { runDuration } from './execution-log-columns';

describe('runDuration', () => {
  it('says how long a finished run took, and nothing for one still running', () => {
    expect(runDuration({ start_dttm: '2026-01-01T10:00:00', end_dttm: '2026-01-01T10:00:00.850' })).toBe('850 ms');
    expect(runDuration({ start_dttm: '2026-01-01T10:00:00Z', end_dttm: '2026-01-01T10:00:12.4Z' })).toBe('12.4 s');
    expect(runDuration({ start_dttm: '2026-01-01T10:00:00', end_dttm: '2026-01-01T10:03:05' })).toBe('3 min 5 s');
    expect(runDuration({ start_dttm: '2026-01-01T10:00:00', end_dttm: null })).toBe('—');
  });
});
