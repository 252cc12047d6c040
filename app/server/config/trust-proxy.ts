import { isIP } from 'node:net';

/**
 * Which proxies' `X-Forwarded-For` (and `-Proto`, `-Host`) Tessera believes, as Fastify's
 * `trustProxy` takes it: off, every hop (`true`), the last N hops, or the proxies at these
 * addresses and CIDR ranges (`loopback`, `linklocal` and `uniquelocal` name the usual ranges).
 */
export type TrustProxySetting = boolean | number | readonly string[];

const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an address, a CIDR range (`10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0`) or a range name. */
function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

/** The environment's text as the schema reads it: a boolean word, a hop count, or a list. */
export function trustProxyFromEnvironment(value: string): unknown {
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^(false|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * The setting from a validated config value: a comma-separated text becomes a list, `0` hops is
 * off. Throws naming the first entry that is neither an address, a range nor a range name.
 *
 * @example
 * ```ts
 * readTrustProxy('10.0.0.1, 192.168.0.0/16'); // ['10.0.0.1', '192.168.0.0/16']
 * readTrustProxy(2);                           // 2 (the last two hops)
 * ```
 */
export function readTrustProxy(given: unknown): TrustProxySetting {
  // The file may spell it as the environment does ("true", "2").
  const value = typeof given === 'string' ? trustProxyFromEnvironment(given.trim()) : given;
  if (value === undefined || value === false || value === 0) return false;
  if (value === true || typeof value === 'number') return value;
  const entries = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((s) => s.trim()).filter(Boolean);
  if (entries.length === 0) return false;
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined) throw new Error(`TRUST_PROXY: "${bad}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`);
  return entries;
}

/**
 * The setting in the form Fastify takes. A hop count N becomes a function trusting the nearest
 * N addresses (the socket's peer first): Fastify itself no longer honours a count, since a
 * client reaching the server directly can then name its own address; the README says so.
 */
export function fastifyTrustProxy(setting: TrustProxySetting): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return typeof setting === 'boolean' ? setting : [...setting];
}
