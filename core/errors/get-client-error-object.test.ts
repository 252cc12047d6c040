import { describe, expect, it } from 'vitest';
import { ErrorMessage } from './error-messages.js';
import { ErrorType } from './error-type.js';
import { getClientErrorObject } from './get-client-error-object.js';
import { getErrorMessage } from './get-error-message.js';
import { isCsrfError } from './is-csrf-error.js';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
const text = (status: number, body: string, statusText = '') => new Response(body, { status, statusText });

describe('getClientErrorObject: fetch responses', () => {
  it('takes errors[0].message as the error and its extra.link as the link', async () => {
    const response = json(500, {
      errors: [
        {
          message: 'relation "sales" does not exist',
          error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
          level: 'error',
          extra: { link: 'https://docs.example/1005', issue_codes: [{ code: 1005, message: 'Issue 1005 - …' }] },
        },
        { message: 'second', error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'warning' },
      ],
    });
    const result = await getClientErrorObject(response);
    expect(result).toMatchObject({ error: 'relation "sales" does not exist', link: 'https://docs.example/1005', status: 500 });
    expect(result.errors?.map((e) => [e.error_type, e.level])).toEqual([
      ['TABLE_DOES_NOT_EXIST_ERROR', 'error'],
      ['GENERIC_DB_ENGINE_ERROR', 'warning'],
    ]);
  });

  it('keeps unknown error types typed as a generic back-end error', async () => {
    const result = await getClientErrorObject(json(500, { errors: [{ message: 'x', error_type: 'BRAND_NEW_ERROR', level: 'fatal' }] }));
    expect(result.errors).toEqual([{ message: 'x', error_type: ErrorType.GENERIC_BACKEND_ERROR, level: 'error', extra: null }]);
  });

  it('takes the first field message of a validation error object', async () => {
    const result = await getClientErrorObject(json(400, { message: { slice_name: ['Missing data for required field.'], owners: ['Invalid'] } }));
    expect(result.error).toBe('Missing data for required field.');
  });

  it("falls back to 'Invalid input' for a message object without messages", async () => {
    expect((await getClientErrorObject(json(422, { message: {} }))).error).toBe('Invalid input');
  });

  it('takes a message string, and a legacy error string', async () => {
    expect((await getClientErrorObject(json(404, { message: 'Chart not found' }))).error).toBe('Chart not found');
    expect((await getClientErrorObject(json(400, { error: 'Legacy failure' }))).error).toBe('Legacy failure');
  });

  it("prefixes 'Unexpected error: ' when the payload carries a stack, and keeps the stack apart", async () => {
    const result = await getClientErrorObject(json(500, { message: 'division by zero', stack: 'Traceback (most recent call last): …' }));
    expect(result.error).toBe('Unexpected error: division by zero');
    expect(result.stacktrace).toBe('Traceback (most recent call last): …');
    const bare = await getClientErrorObject(json(500, { stack: 'at x' }));
    expect(bare.error).toBe('Unexpected error: (no description, click to see stack trace)');
  });

  it('replaces a CSRF failure page with the session-timed-out message', async () => {
    const page = '<!doctype html><title>400 Bad Request</title><h1>Bad Request</h1><p>The CSRF token is missing.</p>';
    const result = await getClientErrorObject(text(400, page, 'Bad Request'));
    expect(result.error).toBe('Your session timed out, please refresh your page and try again.');
    expect(result.errors?.[0]?.error_type).toBe(ErrorType.FRONTEND_CSRF_ERROR);
    expect(isCsrfError(result)).toBe(true);
  });

  it('replaces a CSRF message in a JSON payload too', async () => {
    const result = await getClientErrorObject(json(400, { message: '400 Bad Request: The CSRF token has expired.' }));
    expect(result.error).toBe(ErrorMessage.SESSION_TIMED_OUT);
  });

  it.each([
    [400, 'Bad request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not found'],
    [500, 'Server error'],
    [502, 'Bad gateway'],
    [504, 'Gateway timeout'],
  ])('names status %i when the body is an HTML page', async (status, name) => {
    const result = await getClientErrorObject(text(status, '<html><body><h1>nginx</h1></body></html>'));
    expect(result).toMatchObject({ error: name, status });
  });

  it("says 'Unknown error' for a status without a name or status text", async () => {
    expect((await getClientErrorObject(text(599, ''))).error).toBe('Unknown error');
    expect((await getClientErrorObject(text(599, '', 'Network Connect Timeout'))).error).toBe('Network Connect Timeout');
    expect((await getClientErrorObject(json(200, {}, 'OK'))).error).toBe('Unknown error');
  });

  it('shows a plain-text body, or a JSON string body, as is', async () => {
    expect((await getClientErrorObject(text(503, 'Warming up, retry in a minute'))).error).toBe('Warming up, retry in a minute');
    expect((await getClientErrorObject(json(409, 'Name already taken'))).error).toBe('Name already taken');
  });

  it('leaves the response readable for the caller', async () => {
    const response = json(500, { message: 'boom' });
    await getClientErrorObject(response);
    await expect(response.json()).resolves.toEqual({ message: 'boom' });
  });

  it('uses the status when the body was already read', async () => {
    const response = json(403, { message: 'hidden' });
    await response.text();
    expect(await getClientErrorObject(response)).toEqual({ error: 'Forbidden', status: 403 });
  });

  it('unwraps { response } as thrown by some clients', async () => {
    expect((await getClientErrorObject({ response: json(404, { message: 'Dashboard not found' }) })).error).toBe('Dashboard not found');
  });
});

describe('getClientErrorObject: thrown errors and other values', () => {
  it('turns a client timeout into a typed timeout error with issue codes 1000 and 1001', async () => {
    const result = await getClientErrorObject({ error: 'Request timed out', statusText: 'timeout', timeout: 60000 });
    expect(result.error).toBe('Request timed out');
    expect(result.timeout).toBe(60000);
    expect(result.errors).toEqual([
      {
        message: 'Request timed out',
        error_type: 'FRONTEND_TIMEOUT_ERROR',
        level: 'error',
        extra: {
          timeout: 60,
          issue_codes: [
            { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
            { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
          ],
        },
      },
    ]);
  });

  it('treats a TimeoutError from AbortSignal.timeout() as a timeout', async () => {
    const result = await getClientErrorObject(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(result.error).toBe('Request timed out');
    expect(result.errors?.[0]?.error_type).toBe('FRONTEND_TIMEOUT_ERROR');
  });

  it('marks an AbortError as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const thrown = await fetch('http://127.0.0.1:9/never', { signal: controller.signal }).catch((error: unknown) => error);
    expect(await getClientErrorObject(thrown)).toEqual({ error: 'Request aborted', statusText: 'abort' });
  });

  it("reports a failed fetch as 'Network error'", async () => {
    const thrown = await fetch('http://127.0.0.1:9/').catch((error: unknown) => error);
    const result = await getClientErrorObject(thrown);
    expect(result.error).toBe('Network error');
    expect(result.errors?.[0]?.error_type).toBe('FRONTEND_NETWORK_ERROR');
    expect((await getClientErrorObject(new TypeError('Failed to fetch'))).error).toBe('Network error');
  });

  it('does not disguise a programming TypeError as a network error', async () => {
    const result = await getClientErrorObject(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(result.error).toBe("Cannot read properties of undefined (reading 'id')");
    expect(result.stacktrace).toContain('TypeError');
  });

  it('uses an Error’s message and keeps its stack apart', async () => {
    const result = await getClientErrorObject(new Error('Received unexpected response status (204) while fetching chart data'));
    expect(result.error).toBe('Received unexpected response status (204) while fetching chart data');
    expect(result.stacktrace).toMatch(/^Error: Received/);
    expect((await getClientErrorObject(new Error(''))).error).toBe('An error occurred');
    expect((await getClientErrorObject(new Error('Bad CSRF token'))).error).toBe(ErrorMessage.SESSION_TIMED_OUT);
  });

  it('reads plain objects as error payloads', async () => {
    expect((await getClientErrorObject({ errors: [{ message: 'No access', error_type: 'TABLE_SECURITY_ACCESS_ERROR', level: 'error' }] })).error).toBe(
      'No access',
    );
    expect((await getClientErrorObject({ statusText: 'Forbidden' })).error).toBe('Forbidden');
    expect(await getClientErrorObject({})).toEqual({ error: 'An error occurred' });
  });

  it('uses strings as they are, and falls back for empty values', async () => {
    expect(await getClientErrorObject('Chart is being saved')).toEqual({ error: 'Chart is being saved' });
    expect(await getClientErrorObject('')).toEqual({ error: 'An error occurred' });
    expect(await getClientErrorObject(undefined)).toEqual({ error: 'An error occurred' });
    expect(await getClientErrorObject(42)).toEqual({ error: 'An error occurred' });
  });
});

describe('getErrorMessage', () => {
  it('prefers error, then message, then status text, then Unknown error', () => {
    expect(getErrorMessage({ error: 'a', message: 'b', statusText: 'c' })).toBe('a');
    expect(getErrorMessage({ error: '', message: 'b', statusText: 'c' })).toBe('b');
    expect(getErrorMessage({ statusText: 'c' })).toBe('c');
    expect(getErrorMessage({})).toBe('Unknown error');
    expect(getErrorMessage(undefined)).toBe('Unknown error');
  });

  it('never renders an object', () => {
    expect(getErrorMessage({ error: { nested: true } as never, message: 'readable' })).toBe('readable');
  });

  it('replaces CSRF errors with the session-timed-out message', () => {
    expect(getErrorMessage({ error: 'The CSRF token is missing.' })).toBe('Your session timed out, please refresh your page and try again.');
  });

  it('gives one string for each normalised case end to end', async () => {
    const cases = [await getClientErrorObject(new TypeError('Failed to fetch')), await getClientErrorObject(text(502, '<html/>'))];
    expect(cases.map(getErrorMessage)).toEqual(['Network error', 'Bad gateway']);
  });
});
