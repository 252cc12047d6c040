import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { UNTITLED_DASHBOARD, certificationOf, dashboardTitleOf, normalizeSlug, parseDashboardJson, storedObject } from './dashboard-input.js';

function problemsOf(input: Parameters<typeof parseDashboardJson>[0]): unknown {
  try {
    parseDashboardJson(input);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).body;
  }
  throw new Error('expected a 400');
}

describe('dashboard save rules', () => {
  it('titles an empty or blank dashboard as untitled and keeps any other title as sent', () => {
    for (const title of [undefined, null, '', '   ']) expect(dashboardTitleOf(title)).toBe(UNTITLED_DASHBOARD);
    expect(dashboardTitleOf(' Sales ')).toBe(' Sales ');
  });

  it('cleans slugs and turns an empty one into no slug', () => {
    expect(normalizeSlug('  my  sales board! ')).toBe('my-sales-board');
    expect(normalizeSlug('ventes_été-2024')).toBe('ventes_été-2024');
    for (const slug of [undefined, null, '', '  ', '!?/']) expect(normalizeSlug(slug)).toBeNull();
  });

  it('clears certification details without a certifier', () => {
    expect(certificationOf('', 'details')).toEqual({ certified_by: null, certification_details: null });
    expect(certificationOf(null, 'details')).toEqual({ certified_by: null, certification_details: null });
    expect(certificationOf('Team', 'details')).toEqual({ certified_by: 'Team', certification_details: 'details' });
    expect(certificationOf('Team', '')).toEqual({ certified_by: 'Team', certification_details: null });
  });
});

describe('parseDashboardJson', () => {
  it('tells fields not sent from fields sent empty', () => {
    expect(parseDashboardJson({})).toEqual({ metadata: undefined, layout: undefined });
    expect(parseDashboardJson({ json_metadata: null, position_json: '' })).toEqual({ metadata: null, layout: null });
  });

  it('takes the layout from the metadata positions unless position_json is sent', () => {
    const positions = { ROOT_ID: { type: 'ROOT' } };
    expect(parseDashboardJson({ json_metadata: JSON.stringify({ color_scheme: 'x', positions }) })).toEqual({ metadata: { color_scheme: 'x' }, layout: positions });
    const layout = { GRID_ID: { type: 'GRID' } };
    expect(parseDashboardJson({ json_metadata: JSON.stringify({ positions }), position_json: JSON.stringify(layout) })).toEqual({ metadata: {}, layout });
  });

  it('answers field messages for text that is not a JSON object or breaks the metadata schema', () => {
    expect(problemsOf({ json_metadata: '{', position_json: '1' })).toEqual({ message: { json_metadata: ['JSON not valid'], position_json: ['Must be a JSON object'] } });
    expect(problemsOf({ json_metadata: JSON.stringify({ filter_bar_orientation: 'DIAGONAL', timed_refresh_immune_slices: ['a'] }) })).toEqual({
      message: { json_metadata: ['filter_bar_orientation: must be equal to one of the allowed values', 'timed_refresh_immune_slices.0: must be integer'] },
    });
  });

  it('keeps metadata keys it does not know', () => {
    expect(parseDashboardJson({ json_metadata: JSON.stringify({ anything: [1, 2] }) }).metadata).toEqual({ anything: [1, 2] });
  });
});

describe('storedObject', () => {
  it('reads stored JSON objects and treats anything else as empty', () => {
    expect(storedObject('{"a":1}')).toEqual({ a: 1 });
    for (const text of [null, '', '[1]', 'nope', '3']) expect(storedObject(text)).toEqual({});
  });
});
