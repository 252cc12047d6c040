/**
 * A queue that runs at most `limit` tasks at once, first come first served. The dashboard sends
 * its chart queries through one lane so that, however many charts load, the browser keeps free
 * connections for the filter bar's option queries (which go through no lane): neither kind of
 * request waits behind the other.
 *
 * @example
 * ```ts
 * const lane = new RequestLane(4);
 * const response = await lane.run(() => postDashboardChartData(context, options));
 * ```
 */
export class RequestLane {
  private readonly limit: number;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(limit: number) {
    this.limit = Math.max(1, Math.floor(limit));
  }

  /** Tasks started and not yet settled. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a free place. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` once a place is free; settles as the task does. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its place straight to the next waiter, so the count never overshoots.
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * How many chart queries a dashboard runs at once: browsers open six connections per server over
 * HTTP/1.1, and one stays free for filter option queries.
 */
export const CHART_QUERY_CONCURRENCY = 5;
