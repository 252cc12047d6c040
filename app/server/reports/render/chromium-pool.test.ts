import { describe, expect, it } from 'vitest';
import { ChromiumPool } from './chromium-pool.js';

const CHROMIUM = process.env.REPORT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const waitFor = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('ChromiumPool (real Chromium)', () => {
  it('launches on first use, shares the browser, closes it when idle and launches it again', async () => {
    const pool = new ChromiumPool({ executablePath: CHROMIUM, idleCloseMs: 300 });
    expect(pool.running).toBe(false);
    const browsers = await Promise.all([0, 1].map(() => pool.withContext({}, async (context) => context.browser())));
    expect(browsers[0]).toBe(browsers[1]);
    expect(pool.running).toBe(true);
    await waitFor(() => !pool.running);
    const text = await pool.withContext({}, async (context) => {
      const page = await context.newPage();
      await page.setContent('<p>again</p>');
      return page.textContent('p');
    });
    expect(text).toBe('again');
    await pool.close();
    expect(pool.running).toBe(false);
    await expect(pool.withContext({}, async () => 1)).rejects.toThrow(/shut down/);
  }, 30_000);

  it('gives each render its own context: no cookie of one render reaches the next', async () => {
    const pool = new ChromiumPool({ executablePath: CHROMIUM });
    try {
      await pool.withContext({}, (context) => context.addCookies([{ name: 'session', value: 'x', url: 'http://127.0.0.1:9/' }]));
      expect(await pool.withContext({}, (context) => context.cookies())).toEqual([]);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('launches a new browser after the old one crashed', async () => {
    const pool = new ChromiumPool({ executablePath: CHROMIUM });
    try {
      const first = await pool.withContext({}, async (context) => context.browser()!);
      const closed = new Promise((resolve) => first.once('disconnected', resolve));
      // What a crash looks like from here: the browser goes away without close().
      await first.close();
      await closed;
      const second = await pool.withContext({}, async (context) => context.browser()!);
      expect(second).not.toBe(first);
      expect(second.isConnected()).toBe(true);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
