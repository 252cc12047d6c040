import { describe, expect, it } from 'vitest';
import { ApiCallError } from './api-call-error';
import { unwrapCall } from './unwrap-call';

const failing = (error: unknown) => ({ unwrap: () => Promise.reject(error) });

describe('unwrapCall', () => {
  it('answers what the call answers', async () => {
    expect(await unwrapCall({ unwrap: async () => ({ id: 3 }) })).toEqual({ id: 3 });
  });

  it('throws an error answer as an ApiCallError in the server’s words, with its status', async () => {
    const error = await unwrapCall(failing({ status: 422, data: { message: { slice_name: ['Missing data for required field.'] } } })).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).clientError.status).toBe(422);
    expect((error as ApiCallError).message).toContain('Missing data for required field.');
  });

  it('names a failure without a usable body by its status, and a failed fetch as a network error', async () => {
    await expect(unwrapCall(failing({ status: 404, data: '<html>Not here</html>' }))).rejects.toMatchObject({ message: 'Not found', clientError: { status: 404 } });
    await expect(unwrapCall(failing({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }))).rejects.toMatchObject({ message: 'Network error' });
  });

  it('passes an ApiCallError through as it is', async () => {
    const original = new ApiCallError({ error: 'Session timed out', status: 403 });
    await expect(unwrapCall(failing(original))).rejects.toBe(original);
  });
});
