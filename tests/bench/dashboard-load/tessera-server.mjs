// Starts and stops the built server (dist/server/main.js) on a home and port of its own.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Servers still running: killed outright if the benchmark's process exits without stopping them. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Credentials of the administrator the benchmark's server creates on its first start. */
export const BENCH_ADMIN = { username: 'admin', password: 'bench-password' };

/**
 * Spawns the built server on `home` and `port` and resolves once `GET /health` answers 200
 * (the first start on a new home creates the store and loads the examples: allow minutes).
 * `env` adds to or overrides the server's environment. Answers `stop()`, which ends the process
 * and waits for it to exit.
 */
export async function startServer(home, port, timeoutMs = 300_000, env = {}) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      TESSERA_HOME: home,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TESSERA_ADMIN_USERNAME: BENCH_ADMIN.username,
      TESSERA_ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const started = performance.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        if (response.status === 200) return { stop };
      } catch {
        // not listening yet
      }
      if (performance.now() - started > timeoutMs) throw new Error(`server did not become healthy in ${timeoutMs / 1000} s`);
      await sleep(20);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
