import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from './connect-redis.js';
import type { CachedEntry, ResultsCache } from './results-cache.js';

/** Prefix of every key Tessera writes to Redis, so a shared Redis can tell them apart. */
export const DEFAULT_REDIS_KEY_PREFIX = 'tessera:';

export interface RedisResultsCacheOptions {
  /** `redis://host:port/db`; ignored when `client` is given. */
  url?: string;
  /** A connection to share; the cache does not close a client it did not open. */
  client?: Redis;
  /** Defaults to `tessera:`; tests pass a unique prefix per run. */
  keyPrefix?: string;
}

/** Frame layout: version byte, payload kind byte, u32 LE header length, header JSON, payload. */
const FRAME_VERSION = 1;
const KIND_BINARY = 0;
const KIND_STRING = 1;
const FRAME_HEAD = 6;

/**
 * Results cache in Redis, shared by every server process. Each entry is one binary-safe string
 * value written with `SET key value EX ttl`, so expiry is Redis's job and a read is one `GET`.
 */
export class RedisResultsCache implements ResultsCache {
  private readonly client: Promise<Redis>;
  private readonly ownsClient: boolean;
  private readonly keyPrefix: string;

  constructor(options: RedisResultsCacheOptions) {
    if (!options.client && !options.url) throw new Error('RedisResultsCache needs a url or a client');
    this.ownsClient = !options.client;
    this.client = options.client ? Promise.resolve(options.client) : connectRedis(options.url!);
    this.keyPrefix = options.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
  }

  async get(key: string): Promise<CachedEntry | null> {
    const value = await (await this.client).getBuffer(this.keyPrefix + key);
    return value ? decodeFrame(value) : null;
  }

  async set(key: string, entry: CachedEntry, ttlSeconds: number): Promise<void> {
    const fullKey = this.keyPrefix + key;
    const client = await this.client;
    if (ttlSeconds < 0) {
      await client.del(fullKey);
      return;
    }
    const frame = encodeFrame(entry);
    if (ttlSeconds > 0) await client.set(fullKey, frame, 'EX', Math.ceil(ttlSeconds));
    else await client.set(fullKey, frame);
  }

  async delete(key: string): Promise<void> {
    await (await this.client).del(this.keyPrefix + key);
  }

  async close(): Promise<void> {
    if (this.ownsClient) await closeRedis(await this.client);
  }
}

function encodeFrame(entry: CachedEntry): Buffer {
  const header = Buffer.from(JSON.stringify(entry.meta === undefined ? { cachedAt: entry.cachedAt } : { cachedAt: entry.cachedAt, meta: entry.meta }), 'utf8');
  const isString = typeof entry.payload === 'string';
  const payloadBytes = isString ? Buffer.byteLength(entry.payload as string, 'utf8') : (entry.payload as Uint8Array).byteLength;
  const frame = Buffer.allocUnsafe(FRAME_HEAD + header.length + payloadBytes);
  frame[0] = FRAME_VERSION;
  frame[1] = isString ? KIND_STRING : KIND_BINARY;
  frame.writeUInt32LE(header.length, 2);
  header.copy(frame, FRAME_HEAD);
  const start = FRAME_HEAD + header.length;
  if (isString) frame.write(entry.payload as string, start, 'utf8');
  else frame.set(entry.payload as Uint8Array, start);
  return frame;
}

/** A value this version cannot read (another writer, a future format) is a miss, not an error. */
function decodeFrame(frame: Buffer): CachedEntry | null {
  if (frame.length < FRAME_HEAD || frame[0] !== FRAME_VERSION) return null;
  const headerLength = frame.readUInt32LE(2);
  const start = FRAME_HEAD + headerLength;
  if (start > frame.length) return null;
  const header = JSON.parse(frame.toString('utf8', FRAME_HEAD, start)) as { cachedAt: string; meta?: Record<string, unknown> };
  const payload = frame[1] === KIND_STRING ? frame.toString('utf8', start) : frame.subarray(start);
  return header.meta === undefined ? { payload, cachedAt: header.cachedAt } : { payload, cachedAt: header.cachedAt, meta: header.meta };
}
