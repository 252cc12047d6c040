import type { Browser, BrowserContext, BrowserContextOptions, LaunchOptions } from 'playwright-core';

/** Chromium's flags for headless rendering: report screenshots, and the e2e suite (playwright.config.ts). */
export const CHROMIUM_ARGS: readonly string[] = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Software WebGL, so deck.gl maps draw real pixels.
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
]);

/** Closes the browser after this long without a render. */
export const DEFAULT_IDLE_CLOSE_MS = 5 * 60_000;

export interface ChromiumPoolOptions {
  executablePath: string;
  idleCloseMs?: number;
  /** Starts the browser; playwright-core's `chromium.launch` unless a test gives another. */
  launch?: (options: LaunchOptions) => Promise<Browser>;
}

/**
 * One warm Chromium for every render: launched on the first use, a fresh context per render (no
 * cookie or storage leaks between executors), closed after an idle period and on `close()`, and
 * launched again when it crashed or was closed.
 *
 * @example
 * ```ts
 * const pool = new ChromiumPool({ executablePath: '/usr/bin/chromium' });
 * const png = await pool.withContext({ viewport: { width: 1000, height: 600 } }, async (context) => (await context.newPage()).screenshot());
 * await pool.close();
 * ```
 */
export class ChromiumPool {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly idleCloseMs: number;

  constructor(private readonly options: ChromiumPoolOptions) {
    this.idleCloseMs = options.idleCloseMs ?? DEFAULT_IDLE_CLOSE_MS;
  }

  /** Whether a browser is running (or starting) now. */
  get running(): boolean {
    return this.browser !== null;
  }

  /** Runs `work` in a new browser context, closed afterwards whatever happens. */
  async withContext<T>(contextOptions: BrowserContextOptions, work: (context: BrowserContext) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('The report browser has been shut down.');
    this.active += 1;
    this.cancelIdleClose();
    try {
      const browser = await this.acquire();
      const context = await browser.newContext(contextOptions);
      try {
        return await work(context);
      } finally {
        await context.close().catch(() => undefined);
      }
    } finally {
      this.active -= 1;
      if (this.active === 0) this.scheduleIdleClose();
    }
  }

  /** Closes the browser; later renders fail. */
  async close(): Promise<void> {
    this.closed = true;
    this.cancelIdleClose();
    await this.shutBrowser();
  }

  private acquire(): Promise<Browser> {
    if (this.browser) return this.browser;
    const launch = this.options.launch ?? defaultLaunch;
    const starting = launch({ executablePath: this.options.executablePath, args: [...CHROMIUM_ARGS] }).then(
      (browser) => {
        // A crashed or killed browser is forgotten, so the next render launches a new one.
        browser.on('disconnected', () => {
          if (this.browser === starting) this.browser = null;
        });
        return browser;
      },
      (error: unknown) => {
        if (this.browser === starting) this.browser = null;
        throw new Error(`Chromium could not be started (${this.options.executablePath}): ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    this.browser = starting;
    return starting;
  }

  private scheduleIdleClose(): void {
    if (this.closed || !this.browser) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.active === 0) void this.shutBrowser();
    }, this.idleCloseMs);
    this.idleTimer.unref?.();
  }

  private cancelIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private async shutBrowser(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (!browser) return;
    await browser.then((b) => b.close()).catch(() => undefined);
  }
}

async function defaultLaunch(options: LaunchOptions): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch(options);
}
