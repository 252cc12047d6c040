import type { BrowserContext } from 'playwright-core';
import { deriveSigningKeys, type SigningKeys } from '../../security/signing-keys.js';
import type { Principal } from '../../security/principal.js';
import type { SessionRegistry } from '../../security/session-registry.js';
import { ChromiumPool } from './chromium-pool.js';
import { startExecutorSession } from './executor-session.js';
import { capturePage, type CaptureResult } from './page-capture.js';
import { captureQueryContext } from './query-context-capture.js';
import { StaticAssetCache } from './static-asset-cache.js';

/** One screenshot or PDF to take as an executor. */
export interface ScreenshotJob {
  /** Path of the page from the base URL (see `screenshotPath`). */
  path: string;
  kind: 'chart' | 'dashboard';
  name: string;
  viewport: { width: number; height: number };
  png: boolean;
  pdf: boolean;
  timeoutMs: number;
  signal: AbortSignal;
}

/**
 * Takes pictures of Tessera's own pages as a report's executor: a warm Chromium (one context per
 * job), the executor signed in by a session minted for the job alone and revoked after it; the
 * cookie is set for the base URL only. No password is ever used.
 */
export class ScreenshotRenderer {
  private readonly pool: ChromiumPool;
  private readonly keys: SigningKeys;
  private readonly assets: StaticAssetCache;

  constructor(
    private readonly options: { baseUrl: string; chromiumPath: string; secretKey: string; sessions: SessionRegistry; idleCloseMs?: number },
  ) {
    this.pool = new ChromiumPool({ executablePath: options.chromiumPath, ...(options.idleCloseMs !== undefined ? { idleCloseMs: options.idleCloseMs } : {}) });
    this.keys = deriveSigningKeys(options.secretKey);
    this.assets = new StaticAssetCache(options.baseUrl);
  }

  async capture(principal: Principal, job: ScreenshotJob): Promise<CaptureResult> {
    return this.asExecutor(principal, job.timeoutMs, job.viewport, (context) =>
      capturePage(context, {
        url: new URL(job.path, this.options.baseUrl).href,
        kind: job.kind,
        name: job.name,
        username: principal.username,
        viewport: job.viewport,
        png: job.png,
        pdf: job.pdf,
        timeoutMs: job.timeoutMs,
        signal: job.signal,
      }),
    );
  }

  /** Runs `work` in a fresh browser context signed in as `principal` by a session that ends with it. */
  private async asExecutor<T>(principal: Principal, timeoutMs: number, viewport: { width: number; height: number }, work: (context: BrowserContext) => Promise<T>): Promise<T> {
    const session = await startExecutorSession(this.options.sessions, this.keys, principal, timeoutMs / 1000 + 60);
    try {
      return await this.pool.withContext({ viewport, deviceScaleFactor: 1, locale: 'en-US' }, async (context) => {
        // The cookie goes to the base URL only.
        await context.addCookies([{ ...session.cookie, url: this.options.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
        await this.assets.attach(context);
        return work(context);
      });
    } finally {
      await session.end().catch(() => undefined);
    }
  }

  /** The query context a chart's explore page builds and sends (see `captureQueryContext`), read as `principal`. */
  async queryContextOf(principal: Principal, job: { path: string; chartName: string; timeoutMs: number; signal: AbortSignal }): Promise<Record<string, unknown>> {
    return this.asExecutor(principal, job.timeoutMs, { width: 1000, height: 600 }, (context) =>
      captureQueryContext(context, { url: new URL(job.path, this.options.baseUrl).href, chartName: job.chartName, username: principal.username, timeoutMs: job.timeoutMs, signal: job.signal }),
    );
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
