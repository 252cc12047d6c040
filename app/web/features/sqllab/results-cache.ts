import type { ResultSet } from './result-set';

/**
 * Result sets kept in memory beside SQL Lab's state, by query id: columnar (Arrow) results too big
 * for the stored state live here only. The oldest are dropped past `capacity`; a dropped result is
 * fetched again by its results key when shown.
 */
export class ResultsCache {
  private readonly entries = new Map<string, ResultSet>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly capacity = 8) {}

  get(queryId: string): ResultSet | undefined {
    return this.entries.get(queryId);
  }

  has(queryId: string): boolean {
    return this.entries.has(queryId);
  }

  set(queryId: string, resultSet: ResultSet): void {
    this.entries.delete(queryId);
    this.entries.set(queryId, resultSet);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.notify();
  }

  delete(queryId: string): void {
    if (this.entries.delete(queryId)) this.notify();
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }
}
