// Cold start: from spawning the built server to the first `GET /health` 200, on a home that has
// already been initialised (warm disk: migrations applied, examples loaded). Target ≤ 1 s.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const RUNS = 7;
const TARGET_MS = 1000;

async function startOnce(home, port) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, TESSERA_HOME: home, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TESSERA_ADMIN_USERNAME: 'admin', TESSERA_ADMIN_PASSWORD: 'bench-password' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(5);
      if (performance.now() - started > 120_000) throw new Error('server did not become healthy in 120 s');
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

export async function run() {
  execFileSync(process.execPath, ['esbuild.config.mjs', '--server'], { stdio: 'inherit' });
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-start-'));
  const port = 18000 + Math.floor(Math.random() * 1000);
  try {
    const first = await startOnce(home, port);
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await startOnce(home, port));
    const median = quantile(times, 0.5);
    return [
      { name: 'first start to /health (creates store + examples)', median: `${Math.round(first)} ms`, p95: '-', target: '-', ok: true },
      { name: `cold start to /health 200 (warm disk, ${RUNS} runs)`, median: `${Math.round(median)} ms`, p95: `${Math.round(quantile(times, 0.95))} ms`, target: `≤ ${TARGET_MS} ms`, ok: median <= TARGET_MS },
    ];
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
