import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The whole rendering pipeline (template engine, DOMPurify, our second pass, scoped CSS) in
 * Chromium, on a page whose Content-Security-Policy allows inline scripts (so a surviving
 * `onerror` would run) but not `eval`/`new Function` (so any code generation would fail).
 */
const CHROMIUM = '/usr/bin/chromium';
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

interface Rendered {
  html: string | null;
  error: string | null;
  pwned: unknown;
  text: string;
  links: Array<{ href: string | null; rel: string | null }>;
  scripts: number;
  handlers: string[];
}

describe.skipIf(!existsSync(CHROMIUM))('handlebars rendering in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: "export { renderSafeHtml } from './render-safe-html.ts';\nexport { scopeCss } from './scope-css.ts';", resolveDir: here, loader: 'ts' },
      bundle: true,
      format: 'iife',
      globalName: 'TesseraHandlebars',
      platform: 'browser',
      write: false,
      alias: { '@core': path.join(root, 'core') },
      logLevel: 'silent',
    });
    browser = await chromium.launch({ executablePath: CHROMIUM });
    page = await browser.newPage();
    await page.setContent(`<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="script-src 'unsafe-inline'"></head><body><div id="host"></div></body></html>`);
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  async function render(template: string, rows: Array<Record<string, unknown>>): Promise<Rendered> {
    return page.evaluate(
      async ([source, data]) => {
        const win = window as unknown as { pwned?: unknown; TesseraHandlebars: { renderSafeHtml: (t: string, r: unknown[]) => { html: string | null; error: string | null } } };
        delete win.pwned;
        const result = win.TesseraHandlebars.renderSafeHtml(source, data);
        const host = document.getElementById('host')!;
        host.innerHTML = result.html ?? '';
        // Give broken images time to fire their (removed) error handlers.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const elements = [...host.querySelectorAll('*')];
        return {
          ...result,
          pwned: win.pwned,
          text: host.textContent ?? '',
          links: [...host.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel') })),
          scripts: host.querySelectorAll('script').length,
          handlers: elements.flatMap((element) => [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => attribute.name)),
        };
      },
      [template, rows] as const,
    );
  }

  it('renders a template with helpers under a CSP without unsafe-eval', async () => {
    const result = await render('<ul>{{#each data}}<li><b>{{name}}</b> {{formatNumber num format=",d"}} {{dateFormat ds format="MMM YYYY"}}</li>{{/each}}</ul>', [
      { name: 'Ann', num: 12345, ds: Date.UTC(2024, 0, 1) },
    ]);
    expect(result.error).toBeNull();
    expect(result.html).toBe('<ul><li><b>Ann</b> 12,345 Jan 2024</li></ul>');
  });

  it('runs no script from the template or the data', async () => {
    const result = await render(
      '<script>window.pwned = "script"</script><img src="x:broken" onerror="window.pwned = \'onerror\'"><svg onload="window.pwned = \'svg\'"></svg><iframe srcdoc="<script>parent.pwned=1</script>"></iframe>{{#each data}}{{{html}}}<p>{{html}}</p>{{/each}}',
      [{ html: '<img src="x:broken" onerror="window.pwned = \'data\'"><script>window.pwned = "data script"</script>' }],
    );
    expect(result.pwned).toBeUndefined();
    expect(result.scripts).toBe(0);
    expect(result.handlers).toEqual([]);
    expect(result.text).toContain('<img src="x:broken" onerror="window.pwned = \'data\'">');
  });

  it('keeps no javascript: links, and opens the others in a new tab without access to the page', async () => {
    const result = await render('<a href="javascript:window.pwned=1">a</a><a href="  jav&#x09;ascript:alert(1)">b</a>{{#each data}}<a href="{{url}}">c</a>{{/each}}<a href="https://superset.apache.org">d</a>', [
      { url: 'javascript:window.pwned=1' },
    ]);
    expect(result.links).toEqual([
      { href: null, rel: null },
      { href: null, rel: null },
      { href: null, rel: null },
      { href: 'https://superset.apache.org', rel: 'noopener noreferrer' },
    ]);
  });

  it('scopes the style template to the chart', async () => {
    const css = await page.evaluate(() => (window as unknown as { TesseraHandlebars: { scopeCss: (css: string, scope: string) => string } }).TesseraHandlebars.scopeCss('body { display: none } .x { color: red }', '[data-s="1"]'));
    expect(css).toBe('[data-s="1"] { display: none }\n[data-s="1"] .x { color: red }\n');
  });
});
