import { describe, expect, it } from 'vitest';
import { DEFAULT_HANDLEBARS_TEMPLATE, DEFAULT_STYLE_TEMPLATE } from './handlebars-controls.js';
import { transformHandlebarsProps } from './transform-props.js';

describe('transformHandlebarsProps', () => {
  const response = {
    result: [{ colnames: ['name', 'ds', 'SUM(num)'], coltypes: [1, 2, 0], data: [{ name: 'Ann', ds: 1704067200000, 'SUM(num)': 12n }], rowcount: 1 }],
  };

  it('hands the template the rows as they came, bigints as numbers, with the column labels', () => {
    const props = transformHandlebarsProps(response, { datasource: '1__table', viz_type: 'handlebars', handlebarsTemplate: '{{data}}', styleTemplate: 'p {}' });
    expect(props).toEqual({ data: [{ name: 'Ann', ds: 1704067200000, 'SUM(num)': 12 }], columns: ['name', 'ds', 'SUM(num)'], template: '{{data}}', style: 'p {}' });
  });

  it("falls back to Superset's default template and style", () => {
    const props = transformHandlebarsProps(response, { datasource: '1__table', viz_type: 'handlebars' });
    expect(props.template).toBe(DEFAULT_HANDLEBARS_TEMPLATE);
    expect(props.style).toBe(DEFAULT_STYLE_TEMPLATE);
  });

  it('has no rows for an empty result', () => {
    expect(transformHandlebarsProps({ result: [] }, { datasource: '1__table', viz_type: 'handlebars' })).toMatchObject({ data: [], columns: [] });
  });
});
