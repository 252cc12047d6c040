/** Creates and destroys the pooled resources. */
export interface ResourceFactory<T> {
  create(): Promise<T>;
  destroy(resource: T): void | Promise<void>;
}

interface Waiter<T> {
  resolve(resource: T): void;
  reject(error: unknown): void;
}

/**
 * A small pool: at most `max` resources, created on demand, handed out one caller at a time and
 * queued in arrival order when all are busy. A resource released as `discard` (e.g. after its
 * statement was interrupted) is destroyed instead of reused.
 */
export class ResourcePool<T> {
  private readonly idle: T[] = [];
  private readonly leased = new Set<T>();
  private readonly waiters: Waiter<T>[] = [];
  private size = 0;
  private closed = false;
  private drained: (() => void) | undefined;

  constructor(
    private readonly factory: ResourceFactory<T>,
    private readonly max: number,
  ) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`Pool size must be a positive integer, got ${max}`);
  }

  acquire(): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The connection is closed'));
    const resource = this.idle.pop();
    if (resource !== undefined) return Promise.resolve(this.lease(resource));
    return new Promise<T>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.grow();
    });
  }

  release(resource: T, discard = false): void {
    if (!this.leased.delete(resource)) return;
    if (discard || this.closed) {
      this.size--;
      void Promise.resolve(this.factory.destroy(resource)).catch(() => undefined);
      this.grow();
    } else {
      const waiter = this.waiters.shift();
      if (waiter) waiter.resolve(this.lease(resource));
      else this.idle.push(resource);
    }
    if (this.closed && this.leased.size === 0) this.drained?.();
  }

  /** Refuses new callers, destroys idle resources and resolves once every leased one came back. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error('The connection is closed'));
    for (const resource of this.idle.splice(0)) {
      this.size--;
      await Promise.resolve(this.factory.destroy(resource)).catch(() => undefined);
    }
    if (this.leased.size > 0) await new Promise<void>((resolve) => (this.drained = resolve));
  }

  private lease(resource: T): T {
    this.leased.add(resource);
    return resource;
  }

  /** Creates a resource for the next waiter when there is room. */
  private grow(): void {
    if (this.closed || this.waiters.length === 0 || this.size >= this.max) return;
    this.size++;
    this.factory.create().then(
      (resource) => {
        if (this.closed) {
          this.size--;
          void Promise.resolve(this.factory.destroy(resource)).catch(() => undefined);
          return;
        }
        const waiter = this.waiters.shift();
        if (waiter) waiter.resolve(this.lease(resource));
        else this.idle.push(resource);
      },
      (error: unknown) => {
        this.size--;
        this.waiters.shift()?.reject(error);
        this.grow();
      },
    );
  }
}
