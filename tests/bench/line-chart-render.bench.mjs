// Rendering a 100,000-point line chart in headless Chromium: from transformProps and the React
// render to the painted frame after the component reports its marks drawn. Target ≤ 100 ms.
import path from 'node:path';
import { bundleBenchPage, launchBenchBrowser } from './browser-bench.mjs';

const RUNS = 9;
const TARGET_MS = 100;
const root = process.cwd();
const out = path.join(root, 'node_modules/.cache/tessera/bench-line-chart');

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

export async function run() {
  await bundleBenchPage({ entry: 'tests/bench/viz-render/line-chart-entry.tsx', out, chartStyle: 'width:1200px;height:600px' });

  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    // file:// module scripts need a real origin: serve the folder through Playwright's routing.
    await page.route('http://bench.local/**', async (route) => {
      const file = path.join(out, new URL(route.request().url()).pathname);
      await route.fulfill({ path: file, contentType: file.endsWith('.html') ? 'text/html' : 'text/javascript' });
    });
    await page.goto('http://bench.local/index.html');
    await page.waitForFunction(() => typeof window.renderLineChart === 'function');
    const measure = (points, series) => page.evaluate(([p, s]) => window.renderLineChart(p, s), [points, series]);
    await measure(100_000, 1); // warm-up: JIT and the component chunk
    const rows = [];
    for (const [points, series] of [[100_000, 1], [100_000, 5]]) {
      const times = [];
      for (let i = 0; i < RUNS; i++) times.push(await measure(points, series));
      const median = quantile(times, 0.5);
      rows.push({
        name: `line chart render, ${points.toLocaleString('en')} points in ${series} series (Chromium)`,
        median: `${median.toFixed(1)} ms`,
        p95: `${quantile(times, 0.95).toFixed(1)} ms`,
        target: `≤ ${TARGET_MS} ms`,
        ok: median <= TARGET_MS,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
