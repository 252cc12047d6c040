import type { AttemptCount, LoginAttemptStore } from './login-attempt-store.js';

/** Sweep closed windows once the map holds this many keys, so sprayed usernames cannot grow it forever. */
const SWEEP_AT = 10_000;

/** Failed login attempts in this process's memory: right for a single server. */
export class MemoryLoginAttemptStore implements LoginAttemptStore {
  private readonly windows = new Map<string, { count: number; closesAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async peek(keys: readonly string[]): Promise<AttemptCount[]> {
    return keys.map((key) => this.current(key));
  }

  async increment(key: string, windowSeconds: number): Promise<AttemptCount> {
    const open = this.windows.get(key);
    const now = this.now();
    if (open && open.closesAt > now) {
      open.count += 1;
      return this.current(key);
    }
    if (this.windows.size >= SWEEP_AT) this.sweep(now);
    this.windows.set(key, { count: 1, closesAt: now + windowSeconds * 1000 });
    return this.current(key);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private current(key: string): AttemptCount {
    const window = this.windows.get(key);
    const now = this.now();
    if (!window || window.closesAt <= now) return { count: 0, resetsInSeconds: 0 };
    return { count: window.count, resetsInSeconds: Math.ceil((window.closesAt - now) / 1000) };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.closesAt <= now) this.windows.delete(key);
  }
}
