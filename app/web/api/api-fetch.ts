import { createCsrfFetch } from './csrf-fetch';
import { createCsrfTokenSource } from './csrf-token-source';
import { guestTokens } from './guest-token-source';

// Late-bound so tests (and polyfills) that replace the global fetch are honoured.
const browserFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** The session's CSRF token as {@link apiFetch} sends it; the event logger's beacons carry it too. */
export const csrfTokens = createCsrfTokenSource(browserFetch);

/**
 * `fetch` for the Tessera API with the app's shared CSRF token and retry (on an embedded page, the
 * guest token instead); the RTK Query base query goes through it too. Use it where RTK Query does
 * not fit (login, downloads).
 */
export const apiFetch = createCsrfFetch(browserFetch, csrfTokens, guestTokens);
