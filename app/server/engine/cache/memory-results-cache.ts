import type { CachedEntry, ResultsCache } from './results-cache.js';

/** Default bound on what the in-process cache holds: 256 MB of payloads. */
export const DEFAULT_CACHE_MAX_BYTES = 256 * 1024 * 1024;

/** Expired entries are swept at most this often, on a write, so no timer is ever needed. */
const SWEEP_INTERVAL_MS = 60_000;

/** Bookkeeping per entry beyond its payload (map slot, object headers, the ISO date). */
const ENTRY_OVERHEAD_BYTES = 128;

export interface MemoryResultsCacheOptions {
  /** Upper bound on the estimated bytes of all entries; least recently used entries go first. */
  maxBytes?: number;
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
 * result may be a hundred bytes or a hundred megabytes. Expiry is checked when an entry is read
 * and swept lazily on writes: no timer per entry, so a million entries cost no timers at all.
 * A `Map` keeps insertion order, so re-inserting on every hit makes its first key the LRU one.
 */
export class MemoryResultsCache implements ResultsCache {
  readonly maxBytes: number;
  private readonly now: () => number;
  private readonly slots = new Map<string, Slot>();
  private totalBytes = 0;
  private lastSweep: number;

  constructor(options: MemoryResultsCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    if (!(this.maxBytes > 0)) throw new RangeError(`maxBytes must be positive, got ${this.maxBytes}`);
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
    // An entry larger than the whole cache would only evict everything and then itself.
    if (bytes > this.maxBytes) return;
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
