import { ROUTE_PATHS } from './route-paths';

// Any absolute origin does: it only tells a relative path from one that escapes it.
const PROBE_ORIGIN = 'http://tessera.invalid';

const isSuspiciousCharacter = (character: string): boolean => {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
};

/**
 * The post-login destination from `?next=`, or the welcome page when `next` could leave
 * the site: only a path starting with a single `/` (no `//host`, no `/\host`, no scheme)
 * is followed. Login and logout pages are not destinations either.
 */
export function sanitizeNext(next: string | null | undefined, fallback: string = ROUTE_PATHS.welcome): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return fallback;
  // Browsers read a backslash as a slash and drop tabs and newlines inside URLs.
  if (next.startsWith('//') || [...next].some(isSuspiciousCharacter)) return fallback;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (url.pathname.startsWith(ROUTE_PATHS.login) || url.pathname.startsWith(ROUTE_PATHS.logout)) return fallback;
  return url.pathname + url.search + url.hash;
}
