export const HOME_PATH = '/superset/welcome/';

/** Only a same-origin path may follow a login: `/x` yes; `//host`, `/\host`, `https://…` no. */
export function safeNextPath(next: string | undefined | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME_PATH;
  if (/\p{Cc}/u.test(next)) return HOME_PATH;
  return next;
}
