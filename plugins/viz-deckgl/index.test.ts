import { describe, expect, it } from 'vitest';
import { createVizRegistry } from '@core/registry/index.js';
import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { DECK_KEYS } from './form-data.js';
import { DECK_VIZ_TYPES } from './viz.js';
import { migrateDeck } from './migrate.js';

describe('viz-deckgl registration', () => {
  const registry = createVizRegistry(DECK_VIZ_TYPES, { widgets: new Set(CONTROL_WIDGETS) });

  it('registers every map type under Superset\'s key, in the Map category', () => {
    expect(registry.list().map((viz) => viz.key).sort()).toEqual([...DECK_KEYS].sort());
    for (const key of DECK_KEYS) expect(registry.require(key).category).toBe('Map');
  });

  it('has Superset\'s defaults', () => {
    expect(registry.require('deck_scatter').defaults).toMatchObject({ point_radius_fixed: { type: 'fix', value: 1000 }, point_unit: 'square_m', min_radius: 2, max_radius: 250, multiplier: 1, legend_position: 'tr', autozoom: true, mapbox_style: 'mapbox://styles/mapbox/light-v9', js_columns: [], js_tooltip: '' });
    expect(registry.require('deck_path').defaults).toMatchObject({ line_type: 'json', line_width: 150, line_width_unit: 'meters' });
    expect(registry.require('mapbox').defaults).toMatchObject({ clustering_radius: '60', point_radius: 'Auto', point_radius_unit: 'Pixels', mapbox_color: 'rgb(0, 139, 139)', viewport_zoom: 11 });
    expect(registry.require('deck_multi').defaults).toMatchObject({ deck_slices: [] });
  });

  it('asks for Arrow data for the point layers only', () => {
    const arrow = DECK_KEYS.filter((key) => registry.require(key).dataFormat === 'arrow').sort();
    expect(arrow).toEqual(['deck_contour', 'deck_grid', 'deck_heatmap', 'deck_hex', 'deck_scatter', 'deck_screengrid', 'mapbox', 'osm']);
    for (const key of ['deck_arc', 'deck_path', 'deck_polygon', 'deck_geojson', 'deck_multi'] as const) expect(registry.require(key).dataFormat).toBe('json');
  });

  it('shows a JavaScript field only when a saved chart carries one', () => {
    const behaviors = controlBehaviorsOf(registry.require('deck_scatter').uiSchema);
    const defaults = registry.require('deck_scatter').defaults;
    expect(applyControlRules({ ...defaults }, behaviors, {}).visible.has('js_tooltip')).toBe(false);
    expect(applyControlRules({ ...defaults, js_tooltip: 'd => d.object.name' }, behaviors, {}).visible.has('js_tooltip')).toBe(true);
  });

  it('migrates Superset\'s stored values, idempotently and without touching its input', () => {
    const stored = Object.freeze({ datasource: '1__table', viz_type: 'deck_scatter', grid_size: '40', point_radius_fixed: 500, deck_slices: ['3', 4, 'x'], js_onclick_href: 'd => "/x"' });
    const once = migrateDeck(stored);
    expect(once).toMatchObject({ grid_size: 40, point_radius_fixed: { type: 'fix', value: 500 }, deck_slices: [3, 4], js_onclick_href: 'd => "/x"' });
    expect(migrateDeck(once)).toEqual(once);
  });
});
