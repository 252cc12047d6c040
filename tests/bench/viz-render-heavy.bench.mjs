// Rendering the heaviest chart types at realistic sizes in headless Chromium, in an 800 × 500
// dashboard tile: a 10,000-cell heatmap, a 1,000-node graph, a 200-node sankey, 100,000-point
// scatter and bubble charts and a box plot of 100,000 values. Each figure runs from the plugin's
// transformProps and the React render to the frame after the component reports its marks drawn;
// beside it, the same marks drawn directly (plain d3 and canvas or SVG, no React, no plugin layers)
// in the same page and run, and the ratio. Target ≤ 100 ms each; reported, never asserted.
// BENCH_HEAVY_RUNS sets the measured runs (default 9, after 2 warm-ups); BENCH_HEAVY_ONLY=graph,sankey
// picks cases (heatmap, graph, sankey, scatter, bubble, boxPlot).
import path from 'node:path';
import { bundleBenchPage, launchBenchBrowser } from './browser-bench.mjs';

const RUNS = Number(process.env.BENCH_HEAVY_RUNS) || 9;
const TARGET_MS = 100;
const root = process.cwd();
const out = path.join(root, 'node_modules/.cache/tessera/bench-viz-render-heavy');

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

export async function run() {
  await bundleBenchPage({ entry: 'tests/bench/viz-render/heavy-charts-entry.tsx', out, chartStyle: 'position:relative;width:800px;height:500px' });

  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    // file:// module scripts need a real origin: serve the folder through Playwright's routing.
    await page.route('http://bench.local/**', async (route) => {
      const file = path.join(out, new URL(route.request().url()).pathname);
      await route.fulfill({ path: file, contentType: file.endsWith('.html') ? 'text/html' : 'text/javascript' });
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('http://bench.local/index.html');
    await page.waitForFunction(() => typeof window.renderHeavyChart === 'function');
    const only = (process.env.BENCH_HEAVY_ONLY ?? '').split(',').filter(Boolean);
    const names = (await page.evaluate(() => window.heavyChartNames())).filter((name) => only.length === 0 || only.includes(name));
    const rows = [];
    for (const name of names) {
      const label = await page.evaluate((n) => window.describeHeavyChart(n), name);
      const plugin = (n) => page.evaluate((c) => window.renderHeavyChart(c), n);
      const direct = (n) => page.evaluate((c) => window.drawHeavyDirectly(c), n);
      // Warm-up: JIT, the component's chunk, text measurement caches.
      for (let i = 0; i < 2; i++) {
        await plugin(name);
        await direct(name);
      }
      const times = [];
      const baseline = [];
      // Interleaved, so both see the same state of a loaded machine.
      for (let i = 0; i < RUNS; i++) {
        times.push(await plugin(name));
        baseline.push(await direct(name));
      }
      const median = quantile(times, 0.5);
      const p95 = quantile(times, 0.95);
      const baseMedian = quantile(baseline, 0.5);
      const baseP95 = quantile(baseline, 0.95);
      rows.push({
        name: `${label}, ${RUNS} runs (Chromium, 800 × 500)`,
        median: `${ms(median)} (direct ${ms(baseMedian)}, ×${(median / baseMedian).toFixed(1)})`,
        p95: `${ms(p95)} (direct ${ms(baseP95)}, ×${(p95 / baseP95).toFixed(1)})`,
        target: `≤ ${TARGET_MS} ms`,
        ok: median <= TARGET_MS,
      });
    }
    if (errors.length > 0) throw new Error(`The bench page failed: ${errors.join('; ')}`);
    return rows;
  } finally {
    await browser.close();
  }
}
