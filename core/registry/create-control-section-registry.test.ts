import { describe, expect, it } from 'vitest';
import { defineControlSection, type ControlSectionContribution } from '../plugin-api/index.js';
import { createControlSectionRegistry } from './create-control-section-registry.js';
import { RegistryValidationError } from './registry-validation-error.js';

const section = (key: string, fields: Partial<ControlSectionContribution> = {}): ControlSectionContribution => ({
  ...defineControlSection({ key, label: key, order: 0, expanded: true, controls: ['annotation_layers'], appliesTo: '*' }),
  ...fields,
});

const problemsOf = (contributions: unknown[], vizKeys?: ReadonlySet<string>): string[] => {
  try {
    createControlSectionRegistry(contributions as ControlSectionContribution[], vizKeys ? { vizKeys } : {});
    return [];
  } catch (error) {
    if (!(error instanceof RegistryValidationError)) throw error;
    return error.problems.map((p) => `${p.key}: ${p.problem}`);
  }
};

describe('createControlSectionRegistry', () => {
  it('gives each viz type its sections, by order then key', () => {
    const registry = createControlSectionRegistry([
      section('time_comparison', { order: 20, appliesTo: ['echarts_timeseries_line'] }),
      section('annotations', { order: 10, appliesTo: ['echarts_timeseries_line', 'echarts_timeseries_bar'] }),
      section('chart_title', { order: 10 }),
    ]);
    expect(registry.sectionsFor('echarts_timeseries_line').map((s) => s.key)).toEqual(['annotations', 'chart_title', 'time_comparison']);
    expect(registry.sectionsFor('pie').map((s) => s.key)).toEqual(['chart_title']);
    expect(Object.isFrozen(registry.require('annotations').appliesTo)).toBe(true);
  });

  it('rejects repeated controls and appliesTo naming unknown viz types; a section may hold none of its own', () => {
    expect(
      problemsOf(
        [
          section('empty', { controls: [] }),
          section('twice', { controls: ['x_axis', 'x_axis'] }),
          section('unknown', { appliesTo: ['pie', 'sunburst_v2'] }),
          section('not-a-viz', { appliesTo: ['Pie Chart'] }),
          section('closed', { expanded: 'no' as never }),
        ],
        new Set(['pie']),
      ),
    ).toEqual([
      "twice: controls lists 'x_axis' more than once",
      "unknown: appliesTo: no viz type 'sunburst_v2' is registered",
      "not-a-viz: appliesTo: 'Pie Chart' is not a viz key",
      'closed: expanded must be a boolean',
    ]);
  });

  it('validates the fields a section brings: listed, compiled, defaults that fit, known widgets', () => {
    const widgets = new Set(['TextWidget', 'CheckboxWidget']);
    const fields = (key: string, extra: Partial<ControlSectionContribution>) => section(key, { controls: ['note'], schema: { note: { type: 'string', default: '' } }, ...extra });
    expect(
      problemsOf([
        fields('unlisted', { controls: [] }),
        fields('bad-default', { schema: { note: { type: 'string', default: 3 } } }),
        fields('not-a-schema', { schema: { note: 'string' as never } }),
        fields('stray-ui', { uiSchema: { other: { 'ui:widget': 'TextWidget' } } }),
        section('ui-only', { uiSchema: { note: {} } }),
      ]),
    ).toEqual([
      "unlisted: schema field 'note' is not listed in controls",
      'bad-default: default at /note does not satisfy schema: must be string',
      'not-a-schema: schema must map each field name to a JSON Schema object',
      "stray-ui: uiSchema names 'other', which is not a field of the section's schema",
      'ui-only: uiSchema is given but the section has no schema of its own fields',
    ]);
    expect(() => createControlSectionRegistry([fields('widget', { uiSchema: { note: { 'ui:widget': 'Nope' } } })], { widgets })).toThrow(/Nope/);
    const registry = createControlSectionRegistry([fields('notes', { uiSchema: { note: { 'ui:widget': 'TextWidget' } } })], { widgets });
    expect(registry.require('notes').defaults).toEqual({ note: '' });
  });
});
