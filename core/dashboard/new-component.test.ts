import { describe, expect, it } from 'vitest';
import { DEFAULT_HEADER_TEXT, DEFAULT_MARKDOWN_CODE, DEFAULT_TAB_TEXT, defaultComponentMeta, newComponent } from './new-component.js';

describe('newComponent', () => {
  it('gives charts and markdown 4 columns and 50 units, markdown its starter code', () => {
    expect(newComponent('CHART', { id: 'CHART-a' })).toEqual({ id: 'CHART-a', type: 'CHART', children: [], parents: [], meta: { width: 4, height: 50 } });
    expect(newComponent('MARKDOWN', { id: 'MARKDOWN-a' }).meta).toEqual({ width: 4, height: 50, code: DEFAULT_MARKDOWN_CODE });
    expect(DEFAULT_MARKDOWN_CODE.length).toBeGreaterThan(0);
  });

  it('gives columns a width, rows, columns and headers a transparent background, headers medium size', () => {
    expect(newComponent('COLUMN').meta).toEqual({ width: 4, background: 'BACKGROUND_TRANSPARENT' });
    expect(newComponent('ROW').meta).toEqual({ background: 'BACKGROUND_TRANSPARENT' });
    expect(newComponent('HEADER').meta).toEqual({ text: DEFAULT_HEADER_TEXT, headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' });
    expect(DEFAULT_HEADER_TEXT).toBe('New header');
  });

  it('starts tabs untitled with "Tab title" as default text, dynamic components full width', () => {
    expect(newComponent('TAB').meta).toEqual({ text: '', defaultText: DEFAULT_TAB_TEXT, placeholder: DEFAULT_TAB_TEXT });
    expect(DEFAULT_TAB_TEXT).toBe('Tab title');
    expect(newComponent('DYNAMIC').meta).toEqual({ width: 12, background: 'BACKGROUND_TRANSPARENT' });
    for (const type of ['ROOT', 'GRID', 'TABS', 'DIVIDER'] as const) expect(newComponent(type).meta).toEqual({});
  });

  it('lays given settings over the defaults and copies the given lists', () => {
    const parents = ['ROOT_ID', 'GRID_ID'];
    const chart = newComponent('CHART', { meta: { chartId: 7, sliceName: 'Sales', width: 6 }, parents });
    expect(chart.meta).toEqual({ width: 6, height: 50, chartId: 7, sliceName: 'Sales' });
    expect(chart.parents).toEqual(parents);
    expect(chart.parents).not.toBe(parents);
  });

  it('takes new ids from the id source', () => {
    expect(newComponent('ROW', { idSource: (type) => `${type}-x` }).id).toBe('ROW-x');
    expect(newComponent('ROW').id).toMatch(/^ROW-/);
  });

  it('returns fresh default objects', () => {
    const meta = defaultComponentMeta('CHART');
    meta.width = 12;
    expect(defaultComponentMeta('CHART').width).toBe(4);
  });
});
