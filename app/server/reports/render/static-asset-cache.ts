import type { BrowserContext, Route } from 'playwright-core';

/** Static files are kept up to this many bytes in all. */
const MAX_BYTES = 64 * 1024 * 1024;

interface CachedAsset {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The web app's hashed static files (`/static/assets/…`, which never change under one name),
 * kept in memory across browser contexts: each render has a fresh context (no cookies or storage
 * shared between executors), which would otherwise download the whole app again every time.
 */
export class StaticAssetCache {
  private readonly assets = new Map<string, CachedAsset>();
  private bytes = 0;

  constructor(private readonly baseUrl: string) {}

  /** Serves the base URL's static files in `context` from the cache, filling it as they are first fetched. */
  async attach(context: BrowserContext): Promise<void> {
    const prefix = new URL('static/assets/', this.baseUrl).href;
    await context.route((url) => url.href.startsWith(prefix), (route) => this.serve(route));
  }

  /**
   * A render may end (its page and context closed) while a file is on its way, which makes every
   * step after the fetch fail: that is no error of the render's, so it is let go quietly.
   */
  private async serve(route: Route): Promise<void> {
    const url = route.request().url();
    const cached = this.assets.get(url);
    if (cached) return route.fulfill({ status: cached.status, headers: cached.headers, body: cached.body }).catch(() => undefined);
    let response;
    try {
      response = await route.fetch();
    } catch {
      return route.continue().catch(() => undefined);
    }
    let body: Buffer;
    try {
      body = await response.body();
    } catch {
      return;
    }
    const asset = { status: response.status(), headers: response.headers(), body };
    if (asset.status === 200 && this.bytes + body.length <= MAX_BYTES) {
      this.assets.set(url, asset);
      this.bytes += body.length;
    }
    return route.fulfill({ response, body }).catch(() => undefined);
  }
}
