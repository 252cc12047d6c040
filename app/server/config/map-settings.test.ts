import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapData } from '../routes/bootstrap-data.js';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../http/security-headers.js';
import { ConfigError, loadConfig } from './load-config.js';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'tessera-maps-'));

describe('map settings', () => {
  it('default to the offline base map', () => {
    const config = loadConfig({ env: {}, cwd: tempDir() });
    expect(config).toMatchObject({ mapTileUrl: null, mapboxApiKey: null });
    expect(bootstrapData(config, null).common.conf).toMatchObject({ MAP_TILE_URL: null, MAPBOX_API_KEY: null });
    expect(contentSecurityPolicy(config)).toBe(CONTENT_SECURITY_POLICY);
  });

  it('reach the web app and open the page policy to the tile servers', () => {
    const config = loadConfig({ env: { MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png', MAPBOX_API_KEY: 'pk.test' }, cwd: tempDir() });
    expect(bootstrapData(config, null).common.conf).toMatchObject({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png', MAPBOX_API_KEY: 'pk.test' });
    const policy = contentSecurityPolicy(config);
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.org https://api.mapbox.com");
    expect(policy).toContain("connect-src 'self' ws: wss: https://tiles.example.org https://api.mapbox.com");
    expect(policy).toContain("script-src 'self';");
  });

  it('keep a same-site tile URL inside the policy as it is', () => {
    const config = loadConfig({ env: { MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }, cwd: tempDir() });
    expect(contentSecurityPolicy(config)).toBe(CONTENT_SECURITY_POLICY);
  });

  it('refuse a tile URL without its placeholders', () => {
    expect(() => loadConfig({ env: { MAP_TILE_URL: 'https://tiles.example.org/tile.png' }, cwd: tempDir() })).toThrow(ConfigError);
  });
});
