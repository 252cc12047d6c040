import { describe, expect, it } from 'vitest';
import { describeRequestError } from './describe-request-error';

describe('describeRequestError', () => {
  it('reads the API’s error payload out of an RTK Query error', async () => {
    const error = { status: 422, data: { errors: [{ message: 'Dataset could not be created.', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: null }] } };
    expect(await describeRequestError(error)).toBe('Dataset could not be created.');
    expect(await describeRequestError({ status: 422, data: { message: 'There are associated datasets' } })).toBe('There are associated datasets');
    expect(await describeRequestError({ status: 422, data: { message: { table_name: ['Dataset exists'] } } })).toBe('Dataset exists');
  });

  it('names the status when the body says nothing, and words network failures', async () => {
    expect(await describeRequestError({ status: 404, data: '<html>nope</html>' })).toBe('Not found');
    expect(await describeRequestError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('Network error');
    expect(await describeRequestError({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe('Request timed out');
  });
});
