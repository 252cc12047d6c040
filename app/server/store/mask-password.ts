/** Hides the password of a connection URL so it can be logged or shown in an error. */
export function maskPassword(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}
