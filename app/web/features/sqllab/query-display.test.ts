import { describe, expect, it } from 'vitest';
import { errorTitle, formatDuration, formatRows, limitMessage } from './query-display';

describe('query display', () => {
  it('formats durations and row counts', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(420)).toBe('0.42 s');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(formatDuration(245_000)).toBe('4 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 min');
    expect(formatRows(1_000_000)).toBe('1,000,000');
  });

  it('says what limited the rows', () => {
    expect(limitMessage({ limitingFactor: 'DROPDOWN', rows: 1000, queryLimit: 1000 }, false, 1000)).toBe('The number of rows displayed is limited to 1,000 by the limit dropdown.');
    expect(limitMessage({ limitingFactor: 'QUERY', rows: 10, queryLimit: 1000 }, false, 10)).toContain('by the query');
    expect(limitMessage({ limitingFactor: 'NOT_LIMITED', rows: 50_000, queryLimit: 100_000 }, true, 10_000)).toContain('limited to 10,000');
    expect(limitMessage({ limitingFactor: 'NOT_LIMITED', rows: 5, queryLimit: 100 }, false, 5)).toBeNull();
  });

  it('names the kind of error', () => {
    expect(errorTitle('DML_NOT_ALLOWED_ERROR')).toBe('DML not allowed');
    expect(errorTitle('CONNECTION_HOST_DOWN_ERROR')).toBe('Connection error');
    expect(errorTitle('TABLE_SECURITY_ACCESS_ERROR')).toBe('Security access error');
    expect(errorTitle('INVALID_TEMPLATE_PARAMS_ERROR')).toBe('Template parameters error');
    expect(errorTitle(undefined)).toBe('Query failed');
  });
});
