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

  it('rejects empty or repeated controls and appliesTo naming unknown viz types', () => {
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
      'empty: controls must not be empty',
      "twice: controls lists 'x_axis' more than once",
      "unknown: appliesTo: no viz type 'sunburst_v2' is registered",
      "not-a-viz: appliesTo: 'Pie Chart' is not a viz key",
      'closed: expanded must be a boolean',
    ]);
  });
});
