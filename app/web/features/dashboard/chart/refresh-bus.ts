/** A chart's latest refresh request: a sequence number (0: never asked) and whether it skips caches. */
export interface RefreshTicket {
  seq: number;
  force: boolean;
}

const NONE: RefreshTicket = Object.freeze({ seq: 0, force: false });

/**
 * Refresh requests of a dashboard's charts. A refresh bumps each chart's ticket (optionally each
 * after its own delay, for a staggered auto-refresh); a chart holder subscribes to its own ticket
 * only, so one refreshing chart re-renders no other. Remembers which ticket each chart last
 * loaded, so a chart that mounts again does not repeat a forced load.
 */
export class RefreshBus {
  private readonly tickets = new Map<number, RefreshTicket>();
  private readonly loaded = new Map<number, number>();
  private readonly listeners = new Map<number, Set<() => void>>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private seq = 0;

  /** The chart's current ticket (a stable object until the next request). */
  ticket(chartId: number): RefreshTicket {
    return this.tickets.get(chartId) ?? NONE;
  }

  /** Listens to the chart's ticket; answers the unsubscribe. */
  subscribe(chartId: number, listener: () => void): () => void {
    let set = this.listeners.get(chartId);
    if (!set) {
      set = new Set();
      this.listeners.set(chartId, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Asks charts to reload; `delays[i]` (ms) postpones the request of `chartIds[i]`. */
  request(chartIds: readonly number[], options: { force: boolean; delays?: readonly number[] }): void {
    this.seq += 1;
    const ticket: RefreshTicket = { seq: this.seq, force: options.force };
    chartIds.forEach((chartId, index) => {
      const delay = options.delays?.[index] ?? 0;
      if (delay <= 0) {
        this.issue(chartId, ticket);
        return;
      }
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.issue(chartId, ticket);
      }, delay);
      this.timers.add(timer);
    });
  }

  /** Records that the chart loaded for `seq`. */
  markLoaded(chartId: number, seq: number): void {
    this.loaded.set(chartId, Math.max(seq, this.loaded.get(chartId) ?? 0));
  }

  /** Whether the chart already loaded for its current ticket. */
  isCurrent(chartId: number): boolean {
    return (this.loaded.get(chartId) ?? 0) >= this.ticket(chartId).seq;
  }

  /** Cancels the refreshes still waiting for their turn. */
  dispose(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private issue(chartId: number, ticket: RefreshTicket): void {
    this.tickets.set(chartId, ticket);
    for (const listener of this.listeners.get(chartId) ?? []) listener();
  }
}
