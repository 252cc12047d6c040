import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapData } from '../routes/bootstrap-data.js';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, framedPagePolicy, mapHosts } from '../http/security-headers.js';
import { ConfigError, loadConfig } from './load-config.js';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'tessera-maps-'));

describe('map settings', () => {
  it('default to the offline base map', () => {
    const config = loadConfig({ env: {}, cwd: tempDir() });
    expect(config).toMatchObject({ mapTileUrl: null, mapboxApiKey: null, mapStyleUrl: null, mapExtraHosts: [] });
    expect(bootstrapData(config, null).common.conf).toMatchObject({ MAP_TILE_URL: null, MAPBOX_API_KEY: null, MAP_STYLE_URL: null, MAP_HOSTS: [] });
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

  it('read a MapLibre style URL and the hosts it loads from, and allow exactly those origins', () => {
    const config = loadConfig({
      env: { MAP_STYLE_URL: 'https://maps.example.org/styles/basic/style.json?key=abc', MAP_EXTRA_HOSTS: 'https://tiles.example.net, https://fonts.example.com:8443/' },
      cwd: tempDir(),
    });
    expect(config.mapStyleUrl).toBe('https://maps.example.org/styles/basic/style.json?key=abc');
    expect(config.mapExtraHosts).toEqual(['https://tiles.example.net', 'https://fonts.example.com:8443']);
    const origins = 'https://maps.example.org https://tiles.example.net https://fonts.example.com:8443';
    expect(mapHosts(config)).toEqual(origins.split(' '));
    expect(bootstrapData(config, null).common.conf).toMatchObject({ MAP_STYLE_URL: config.mapStyleUrl, MAP_HOSTS: origins.split(' ') });
    const policy = contentSecurityPolicy(config);
    expect(policy).toContain(`img-src 'self' data: blob: ${origins};`);
    expect(policy).toContain(`connect-src 'self' ws: wss: ${origins};`);
    expect(policy).toContain("worker-src 'self' blob:;");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('read the extra hosts as a list from the configuration file', () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'tessera.config.json'), JSON.stringify({ MAP_STYLE_URL: '/map/style.json', MAP_EXTRA_HOSTS: ['http://127.0.0.1:3912'] }));
    const config = loadConfig({ env: {}, cwd });
    expect(config).toMatchObject({ mapStyleUrl: '/map/style.json', mapExtraHosts: ['http://127.0.0.1:3912'] });
    // A same-site style needs no other origin; the listed host does.
    expect(mapHosts(config)).toEqual(['http://127.0.0.1:3912']);
    expect(framedPagePolicy(config, ['https://portal.example.com'])).toContain("connect-src 'self' ws: wss: http://127.0.0.1:3912;");
  });

  it('list each origin once', () => {
    const config = loadConfig({ env: { MAP_STYLE_URL: 'https://maps.example.org/style.json', MAP_TILE_URL: 'https://maps.example.org/{z}/{x}/{y}.png', MAP_EXTRA_HOSTS: 'https://MAPS.example.org' }, cwd: tempDir() });
    expect(mapHosts(config)).toEqual(['https://maps.example.org']);
  });

  it.each([
    ['MAP_STYLE_URL', 'maps.example.org/style.json'],
    ['MAP_STYLE_URL', '//maps.example.org/style.json'],
    ['MAP_STYLE_URL', 'https://maps.example.org/{z}/{x}/{y}.png'],
    ['MAP_STYLE_URL', 'javascript:alert(1)'],
    ['MAP_EXTRA_HOSTS', 'tiles.example.net'],
    ['MAP_EXTRA_HOSTS', 'https://tiles.example.net/path'],
    ['MAP_EXTRA_HOSTS', "https://tiles.example.net; script-src 'unsafe-eval'"],
  ])('refuse %s=%s', (key, value) => {
    expect(() => loadConfig({ env: { [key]: value }, cwd: tempDir() })).toThrow(ConfigError);
  });
});
