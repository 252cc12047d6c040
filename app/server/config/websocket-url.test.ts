import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapData } from '../routes/bootstrap-data.js';
import { ConfigError, loadConfig } from './load-config.js';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'tessera-ws-url-'));

describe('GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL', () => {
  it('is unset by default: the web app opens /ws on its own host', () => {
    const config = loadConfig({ env: {}, cwd: tempDir() });
    expect(config.globalAsyncQueriesWebsocketUrl).toBeNull();
    expect(bootstrapData(config, null).common.conf).toMatchObject({ GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: null });
  });

  it('reaches the page from the environment or the config file, as a ws(s) URL or a path', () => {
    const fromEnv = loadConfig({ env: { GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws', GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: 'wss://events.example.org/ws' }, cwd: tempDir() });
    expect(bootstrapData(fromEnv, null).common.conf).toMatchObject({ GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws', GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: 'wss://events.example.org/ws' });
    const home = tempDir();
    writeFileSync(path.join(home, 'tessera.config.json'), JSON.stringify({ GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '/events/ws' }));
    expect(loadConfig({ env: { TESSERA_HOME: home }, cwd: home }).globalAsyncQueriesWebsocketUrl).toBe('/events/ws');
  });

  it('refuses what is not a WebSocket URL or a path', () => {
    for (const value of ['https://events.example.org/ws', 'events.example.org', 'ws://a b']) {
      expect(() => loadConfig({ env: { GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: value }, cwd: tempDir() }), value).toThrow(ConfigError);
    }
  });
});
