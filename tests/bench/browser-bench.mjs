// What the browser benches share: their entry bundled for Chromium with the app's aliases, a page
// holding the chart's box, and Debian's Chromium launched with the project's flags.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { chromium } from '@playwright/test';

const root = process.cwd();
const alias = { '@core': path.join(root, 'core'), '@control-schemas': path.join(root, 'control-schemas'), '@plugins': path.join(root, 'plugins'), '@app': path.join(root, 'app') };
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Bundles `entry` (minified, production React) into `out` beside an `index.html` whose
 * `<div id="chart">` has `chartStyle`.
 */
export async function bundleBenchPage({ entry, out, chartStyle }) {
  mkdirSync(out, { recursive: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: out,
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    alias,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const script = `${path.basename(entry).replace(/\.tsx?$/, '')}.js`;
  writeFileSync(path.join(out, 'index.html'), `<!doctype html><html><body style="margin:0"><div id="chart" style="${chartStyle}"></div><script type="module" src="./${script}"></script></body></html>`);
}

/** Headless Debian Chromium with the project's flags and any `extraArgs` (e.g. software WebGL). */
export function launchBenchBrowser(extraArgs = []) {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}
