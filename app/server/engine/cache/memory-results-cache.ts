import type { CachedEntry, ResultsCache } from './results-cache.js';

/** Default bound on what the in-process cache holds: 256 MB of payloads. */
export const DEFAULT_CACHE_MAX_BYTES = 256 * 1024 * 1024;

/** Default share of the bound one entry may take: an eighth (32 MB of the default 256 MB). */
const DEFAULT_ENTRY_SHARE = 8;

/** Expired entries are swept at most this often, on a write, so no timer is ever needed. */
const SWEEP_INTERVAL_MS = 60_000;

/** Bookkeeping per entry beyond its payload (map slot, object headers, the ISO date). */
const ENTRY_OVERHEAD_BYTES = 128;

export interface MemoryResultsCacheOptions {
  /** Upper bound on the estimated bytes of all entries; least recently used entries go first. */
  maxBytes?: number;
  /**
   * Entries larger than this are not kept (a write of one removes the key): one large result
   * would otherwise push out many small ones and hold its memory for its whole lifetime. Default
   * an eighth of `maxBytes`.
   */
  maxEntryBytes?: number;
  /** Clock in epoch ms; injected by tests to move time without waiting. */
  now?: () => number;
}

interface Slot {
  entry: CachedEntry;
  /** Epoch ms after which the entry is dead, or null for never. */
  expiresAt: number | null;
  bytes: number;
}

/**
 * An in-process LRU results cache bounded by bytes rather than entry count, since one chart's
 * result may be a hundred bytes or a hundred megabytes; one entry may take at most
 * `maxEntryBytes` (larger ones are not kept). Expiry is checked when an entry is read
 * and swept lazily on writes: no timer per entry, so a million entries cost no timers at all.
 * A `Map` keeps insertion order, so re-inserting on every hit makes its first key the LRU one.
 */
export class MemoryResultsCache implements ResultsCache {
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  private readonly now: () => number;
  private readonly slots = new Map<string, Slot>();
  private totalBytes = 0;
  private lastSweep: number;

  constructor(options: MemoryResultsCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    if (!(this.maxBytes > 0)) throw new RangeError(`maxBytes must be positive, got ${this.maxBytes}`);
    this.maxEntryBytes = Math.min(this.maxBytes, options.maxEntryBytes ?? Math.floor(this.maxBytes / DEFAULT_ENTRY_SHARE));
    if (!(this.maxEntryBytes > 0)) throw new RangeError(`maxEntryBytes must be positive, got ${this.maxEntryBytes}`);
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  async get(key: string): Promise<CachedEntry | null> {
    const slot = this.slots.get(key);
    if (!slot) return null;
    if (slot.expiresAt !== null && slot.expiresAt <= this.now()) {
      this.remove(key, slot);
      return null;
    }
    // Move to the most recently used end.
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.entry;
  }

  async set(key: string, entry: CachedEntry, ttlSeconds: number): Promise<void> {
    const previous = this.slots.get(key);
    if (previous) this.remove(key, previous);
    if (ttlSeconds < 0) return;
    const bytes = estimateBytes(key, entry);
    // An entry past its share of the cache would evict many others and hold its memory for its whole lifetime.
    if (bytes > this.maxEntryBytes) return;
    const now = this.now();
    if (now - this.lastSweep >= SWEEP_INTERVAL_MS) this.sweepExpired(now);
    this.slots.set(key, { entry, expiresAt: ttlSeconds > 0 ? now + ttlSeconds * 1000 : null, bytes });
    this.totalBytes += bytes;
    for (const [oldKey, oldSlot] of this.slots) {
      if (this.totalBytes <= this.maxBytes) break;
      this.remove(oldKey, oldSlot);
    }
  }

  async delete(key: string): Promise<void> {
    const slot = this.slots.get(key);
    if (slot) this.remove(key, slot);
  }

  async close(): Promise<void> {
    this.slots.clear();
    this.totalBytes = 0;
  }

  /** Entry count and estimated bytes held, for monitoring and tests. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.slots.size, bytes: this.totalBytes };
  }

  private remove(key: string, slot: Slot): void {
    this.slots.delete(key);
    this.totalBytes -= slot.bytes;
  }

  private sweepExpired(now: number): void {
    this.lastSweep = now;
    for (const [key, slot] of this.slots) {
      if (slot.expiresAt !== null && slot.expiresAt <= now) this.remove(key, slot);
    }
  }
}

/** Strings count two bytes a character (V8's worst case); meta is small, so its JSON length is fine. */
function estimateBytes(key: string, entry: CachedEntry): number {
  const payload = typeof entry.payload === 'string' ? entry.payload.length * 2 : entry.payload.byteLength;
  const meta = entry.meta ? JSON.stringify(entry.meta).length * 2 : 0;
  return payload + meta + key.length * 2 + ENTRY_OVERHEAD_BYTES;
}
