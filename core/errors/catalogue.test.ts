import { describe, expect, it } from 'vitest';
import { ErrorMessage, unexpectedChartDataStatus } from './error-messages.js';
import { ErrorType, isErrorType } from './error-type.js';
import { formatMessage } from './format-message.js';
import { HTTP_STATUS_NAMES, httpStatusName } from './http-status-names.js';
import { isAbortError } from './is-abort-error.js';
import { isCsrfError } from './is-csrf-error.js';
import { issueCode } from './issue-codes.js';
import { DangerToast, WarningToast } from './toast-messages.js';

describe('error catalogue', () => {
  it('uses Superset’s error type names', () => {
    for (const name of ['GENERIC_DB_ENGINE_ERROR', 'SYNTAX_ERROR', 'DML_NOT_ALLOWED_ERROR', 'RESULT_TOO_LARGE_ERROR', 'FRONTEND_CSRF_ERROR']) {
      expect(isErrorType(name)).toBe(true);
    }
    expect(Object.entries(ErrorType).every(([key, value]) => key === value)).toBe(true);
    expect(isErrorType('toString')).toBe(false);
  });

  it('formats issue codes as the UI shows them', () => {
    expect(issueCode(1000)).toEqual({ code: 1000, message: 'Issue 1000 - The dataset is too large to query.' });
    expect(ErrorMessage.ISSUE_1001).toBe('Issue 1001 - The database is under an unusual load.');
    expect(() => issueCode(999)).toThrow('Unknown issue code 999');
  });

  it('names every status it maps within 400–599', () => {
    const codes = Object.keys(HTTP_STATUS_NAMES).map(Number);
    expect(codes.every((code) => code >= 400 && code <= 599)).toBe(true);
    expect([httpStatusName(400), httpStatusName(401), httpStatusName(403), httpStatusName(404), httpStatusName(500)]).toEqual([
      'Bad request',
      'Unauthorized',
      'Forbidden',
      'Not found',
      'Server error',
    ]);
    expect(httpStatusName(299)).toBeUndefined();
  });

  it('builds the unexpected-status message of chart data', () => {
    expect(unexpectedChartDataStatus(204)).toBe('Received unexpected response status (204) while fetching chart data');
  });

  it('fills positional and named placeholders and leaves missing ones visible', () => {
    expect(formatMessage(DangerToast.SAVE_ENTITY_FAILED, ['chart', 'name is required'])).toBe(
      'Sorry, there was an error saving this chart: name is required',
    );
    expect(formatMessage(WarningToast.UNDO_SLOTS_USED, { historyLength: 10 })).toMatch(/^You have used all 10 undo slots/);
    expect(formatMessage('%s and %s', ['one'])).toBe('one and %s');
    expect(formatMessage('%(a)s', {})).toBe('%(a)s');
  });

  it('recognises CSRF and abort errors in their usual shapes', () => {
    expect(isCsrfError('The CSRF session token is missing.')).toBe(true);
    expect(isCsrfError(new Error('csrf failed'))).toBe(true);
    expect(isCsrfError({ responseText: '<p>CSRF</p>' })).toBe(true);
    expect(isCsrfError({ errors: [{ error_type: 'FRONTEND_CSRF_ERROR' }] })).toBe(true);
    expect(isCsrfError('Forbidden')).toBe(false);
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbortError(Object.assign(new Error('stop'), { name: 'AbortError' }))).toBe(true);
    expect(isAbortError(new Error('stop'))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});
