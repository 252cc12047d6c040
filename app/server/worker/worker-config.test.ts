import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { startWorker } from './run-worker.js';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'tessera-worker-config-'));

describe('async query worker settings', () => {
  it('default to web processes running the jobs, with takeover after 30 s, under the tessera: prefix', () => {
    const config = loadConfig({ env: {}, cwd: tempDir() });
    expect(config.asyncQueryWorkers).toEqual({ enabled: false, runInWeb: true, stalledSeconds: 30 });
    expect(config.redisKeyPrefix).toBe('tessera:');
  });

  it('leave the jobs to workers once they are declared, unless web processes are told to run them too', () => {
    const env = { ASYNC_QUERY_WORKERS: 'true', ASYNC_QUERY_STALLED_SECONDS: '5', TESSERA_REDIS_KEY_PREFIX: 'team-a:' };
    expect(loadConfig({ env, cwd: tempDir() }).asyncQueryWorkers).toEqual({ enabled: true, runInWeb: false, stalledSeconds: 5 });
    expect(loadConfig({ env: { ...env, ASYNC_QUERY_RUN_IN_WEB: 'true' }, cwd: tempDir() }).asyncQueryWorkers.runInWeb).toBe(true);
    expect(loadConfig({ env, cwd: tempDir() }).redisKeyPrefix).toBe('team-a:');
  });

  it('refuse a prefix without its colon and a takeover delay of 0', () => {
    expect(() => loadConfig({ env: { TESSERA_REDIS_KEY_PREFIX: 'team-a' }, cwd: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ env: { ASYNC_QUERY_STALLED_SECONDS: '0' }, cwd: tempDir() })).toThrow(ConfigError);
  });

  it('will not start a worker without Redis, saying what to set', async () => {
    const home = tempDir();
    await expect(startWorker({ info: () => undefined, warn: () => undefined }, { TESSERA_HOME: home }))
      .rejects.toThrow(/set TESSERA_REDIS_URL/);
  });
});
