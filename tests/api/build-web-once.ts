import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Vitest global set-up of the `api` project: builds the web app (dist/web) when this checkout has
 * none, once before any file runs. The report tests screenshot it and build it themselves when it
 * is missing; with files running side by side, two of them would otherwise build it at once, one
 * writing the bundle while the other's Chromium reads it.
 */
export default function buildWebOnce(): void {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  if (existsSync(path.join(root, 'dist/web/manifest.json'))) return;
  execFileSync(process.execPath, ['esbuild.config.mjs', '--web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
