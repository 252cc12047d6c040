import { describe, expect, it } from 'vitest';
import { configuredBaseMap, resolveBaseMap } from './base-map-source.js';

const PAGE = 'https://bi.example.com';
const none = { tileUrl: null, mapboxApiKey: null };

describe('resolveBaseMap', () => {
  it('draws the offline map when nothing is configured, whatever Mapbox style the chart names', () => {
    expect(resolveBaseMap('mapbox://styles/mapbox/light-v9', none, PAGE)).toEqual({ source: { kind: 'offline' }, notice: null });
    expect(resolveBaseMap(undefined, undefined, PAGE)).toEqual({ source: { kind: 'offline' }, notice: null });
  });

  it('puts a configured style ahead of configured tiles', () => {
    const settings = { ...none, tileUrl: 'https://t.example.org/{z}/{x}/{y}.png', styleUrl: 'https://s.example.org/style.json' };
    expect(configuredBaseMap(settings)).toEqual({ kind: 'style', url: 'https://s.example.org/style.json' });
    expect(resolveBaseMap('mapbox://styles/mapbox/light-v9', settings, PAGE).source).toEqual({ kind: 'style', url: 'https://s.example.org/style.json' });
    expect(configuredBaseMap({ ...settings, styleUrl: null })).toEqual({ kind: 'tiles', template: 'https://t.example.org/{z}/{x}/{y}.png' });
  });

  it('keeps Superset meaning of mapbox:// styles: raster tiles with the server key, ahead of the configured style', () => {
    const resolved = resolveBaseMap('mapbox://styles/mapbox/dark-v9', { ...none, mapboxApiKey: 'pk.a b', styleUrl: '/style.json' }, PAGE);
    expect(resolved).toEqual({ source: { kind: 'tiles', template: 'https://api.mapbox.com/styles/v1/mapbox/dark-v9/tiles/256/{z}/{x}/{y}?access_token=pk.a%20b' }, notice: null });
  });

  it("draws a chart's own style or tile:// template from an allowed host", () => {
    const settings = { ...none, styleUrl: 'https://s.example.org/style.json', hosts: ['https://s.example.org', 'http://127.0.0.1:3912'] };
    expect(resolveBaseMap('http://127.0.0.1:3912/other/style.json', settings, PAGE)).toEqual({ source: { kind: 'style', url: 'http://127.0.0.1:3912/other/style.json' }, notice: null });
    expect(resolveBaseMap('/static/maps/style.json', settings, PAGE).source).toEqual({ kind: 'style', url: '/static/maps/style.json' });
    expect(resolveBaseMap(`${PAGE}/maps/style.json`, settings, PAGE).source).toEqual({ kind: 'style', url: `${PAGE}/maps/style.json` });
    expect(resolveBaseMap('tile://http://127.0.0.1:3912/{z}/{x}/{y}.png', settings, PAGE)).toEqual({ source: { kind: 'tiles', template: 'http://127.0.0.1:3912/{z}/{x}/{y}.png' }, notice: null });
  });

  it('refuses a style or tiles from a host the server does not list, with a notice, and draws the configured map', () => {
    const settings = { ...none, tileUrl: '/tiles/{z}/{x}/{y}.png', hosts: [] };
    const style = resolveBaseMap('https://tracker.example.net/style.json', settings, PAGE);
    expect(style.source).toEqual({ kind: 'tiles', template: '/tiles/{z}/{x}/{y}.png' });
    expect(style.notice).toContain('https://tracker.example.net');
    const tiles = resolveBaseMap('tile://https://tile.openstreetmap.org/{z}/{x}/{y}.png', settings, PAGE);
    expect(tiles.source.kind).toBe('tiles');
    expect(tiles.notice).toContain('https://tile.openstreetmap.org');
    expect(resolveBaseMap('tile://https://tile.example.org/tile.png', settings, PAGE).notice).toContain('placeholders');
    expect(resolveBaseMap('tile://javascript:alert(1)/{z}/{x}/{y}', settings, PAGE).notice).toContain('not a web address');
    expect(resolveBaseMap('//tracker.example.net/style.json', settings, PAGE)).toEqual({ source: { kind: 'tiles', template: '/tiles/{z}/{x}/{y}.png' }, notice: null });
  });
});
