const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-';

/**
 * A random, URL-safe client id of 11 characters, as Superset's client makes them: the server's
 * `client_id` columns hold at most 11.
 */
export function newClientId(length = 11): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
