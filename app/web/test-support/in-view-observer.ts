/**
 * An IntersectionObserver that reports every observed element as in view at once, for dashboard
 * tests: happy-dom lays nothing out, so charts would otherwise never be revealed.
 *
 * @example
 * ```ts
 * vi.stubGlobal('IntersectionObserver', InViewObserver);
 * ```
 */
export class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
