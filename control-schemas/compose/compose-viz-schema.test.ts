import { defineViz, type QueryFormData } from '@core/plugin-api/index.js';
import { createVizRegistry, RegistryValidationError } from '@core/registry/index.js';
import { describe, expect, it } from 'vitest';
import { CONTROL_WIDGETS } from '../control-widgets.js';
import { defineControl } from '../control-definition.js';
import { SHARED_CONTROLS } from '../controls/index.js';
import { applyControlRules } from '../rules/apply-control-rules.js';
import { controlBehaviorsOf } from '../rules/control-behaviors-of.js';
import { validateFormData } from '../validators/validate-form-data.js';
import { composeVizSchema, type ComposedVizSchema } from './compose-viz-schema.js';

const donut = defineControl({
  name: 'donut',
  label: 'Donut',
  description: 'Draw a ring instead of a full pie.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

function tinyViz(key: string, composed: ComposedVizSchema) {
  return defineViz<QueryFormData>({
    key,
    version: '1.0.0',
    name: 'Tiny',
    description: 'A viz made of shared controls.',
    category: 'Part of a Whole',
    tags: [],
    behaviors: [],
    formDataSchema: composed.schema,
    uiSchema: composed.uiSchema,
    buildQuery: (formData) => ({ datasource: { id: 1, type: 'table' }, queries: [{ metrics: [formData.metric as string], columns: [] }] }),
    transformProps: () => ({}),
    loadComponent: async () => ({ default: null }),
  });
}

const widgets = new Set<string>(CONTROL_WIDGETS);

describe('composeVizSchema', () => {
  const composed = composeVizSchema(['metric', 'groupby', 'adhoc_filters', 'time_range', 'row_limit', 'color_scheme', donut, 'time_compare', 'time_shift_color'], {
    row_limit: { schema: { default: 100 }, uiSchema: { 'ui:options': { clearable: true } } },
  });

  it('passes the viz registry’s checks with CONTROL_WIDGETS as the widget set', () => {
    const registry = createVizRegistry([tinyViz('tiny_pie', composed)], { widgets });
    expect(registry.require('tiny_pie').defaults).toEqual({
      metric: null,
      groupby: [],
      adhoc_filters: [],
      time_range: 'No filter',
      row_limit: 100,
      color_scheme: 'supersetColors',
      donut: false,
      time_compare: [],
      time_shift_color: true,
    });
  });

  it('passes the registry with every shared control at once', () => {
    const everything = composeVizSchema(SHARED_CONTROLS.map((control) => control.name));
    expect(() => createVizRegistry([tinyViz('everything', everything)], { widgets })).not.toThrow();
  });

  it('is checked for real: a widget outside the set fails the registry', () => {
    const odd = composeVizSchema(['metric'], { metric: { uiSchema: { 'ui:widget': 'FancyMetricWidget' } } });
    expect(() => createVizRegistry([tinyViz('odd', odd)], { widgets })).toThrow(RegistryValidationError);
  });

  it('titles properties with labels, keeps defaults in the schema, and requires nonEmpty controls', () => {
    expect(composed.schema.properties?.row_limit).toMatchObject({ title: 'Row limit', type: 'integer', default: 100 });
    expect(composed.schema.required).toEqual(['metric']);
    expect(composed.uiSchema.row_limit).toMatchObject({ 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true, clearable: true } });
  });

  it('lays the controls out in the shared sections, in the order given', () => {
    expect(composed.uiSchema['ui:order']).toEqual(['metric', 'groupby', 'adhoc_filters', 'time_range', 'row_limit', 'color_scheme', 'donut', 'time_compare', 'time_shift_color', '*']);
    expect(composed.uiSchema['ui:sections']?.map((section) => [section.key, section.controls])).toEqual([
      ['query', ['metric', 'groupby', 'adhoc_filters', 'row_limit']],
      ['time', ['time_range']],
      ['advanced_analytics', ['time_compare', 'time_shift_color']],
      ['customize', ['color_scheme', 'donut']],
    ]);
    expect(composed.uiSchema['ui:sections']?.[2]).toMatchObject({ label: 'Advanced analytics', expanded: false });
  });

  it('records validators and rules in the uiSchema, where the explore page reads them back', () => {
    const behaviors = controlBehaviorsOf(composed.uiSchema);
    expect(behaviors.map((b) => b.name)).toEqual(['metric', 'groupby', 'adhoc_filters', 'time_range', 'row_limit', 'color_scheme', 'donut', 'time_compare', 'time_shift_color']);
    expect(validateFormData({ metric: null, row_limit: 500000, time_compare: ['soon'] }, behaviors)).toEqual({
      metric: ['cannot be empty'],
      row_limit: ['Value cannot exceed 100000'],
      time_compare: ['"soon" is not a time shift: write an amount and a unit, such as "1 week ago" or "2 years later"'],
    });
    expect(applyControlRules({ time_compare: [] }, behaviors).visible.has('time_shift_color')).toBe(false);
    expect(applyControlRules({ time_compare: ['1 year ago'] }, behaviors).visible.has('time_shift_color')).toBe(true);
    expect(behaviors.find((b) => b.name === 'donut')?.renderTrigger).toBe(true);
  });

  it('shares no objects with the definitions', () => {
    const { schema } = composeVizSchema(['metrics']);
    (schema.properties!.metrics!.items as { minLength: number }).minLength = 99;
    expect(composeVizSchema(['metrics']).schema.properties!.metrics!.items).toMatchObject({ minLength: 1 });
  });

  it('lists every problem at once', () => {
    expect(() =>
      composeVizSchema(['metric', 'metric', 'nope', { ...donut, name: 'row_limit' }, { ...donut, name: 'bad', validators: ['nah' as 'integer'] }], {
        ghost: { label: 'Ghost' },
      }),
    ).toThrow(
      "composeVizSchema: control 'metric' is listed twice; unknown control 'nope'; 'row_limit' is a shared control: name it and change it through overrides; override of 'ghost', which is not among the controls; control 'bad' names unknown validator 'nah'",
    );
  });
});
