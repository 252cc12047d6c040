import { getClientErrorObject, getErrorMessage } from '@core/errors';
import { apiFetch } from '../../api/api-fetch';
import type { CsrfFetch } from '../../api/csrf-fetch';

export const LOGIN_URL = '/login/';

export interface LoginCredentials {
  username: string;
  password: string;
}

export type LoginOutcome =
  | { ok: true; /** Where the server suggests going next. */ redirect: string | undefined }
  | { ok: false; /** In the product's words, ready to show. */ message: string };

const describe = async (responseOrError: unknown): Promise<string> =>
  getErrorMessage(await getClientErrorObject(responseOrError));

/** Posts the credentials to `/login/`; on success the server has set the session cookie. */
export async function submitLogin(credentials: LoginCredentials, fetchImpl: CsrfFetch = apiFetch): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(LOGIN_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(credentials),
    });
  } catch (error) {
    return { ok: false, message: await describe(error) };
  }
  if (!response.ok) return { ok: false, message: await describe(response) };
  const body = (await response.json().catch(() => null)) as { result?: { redirect?: unknown } } | null;
  const redirect = body?.result?.redirect;
  return { ok: true, redirect: typeof redirect === 'string' ? redirect : undefined };
}
