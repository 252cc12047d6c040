import type { JsonSchema } from '@core/plugin-api/index.js';
import { COLUMN_SCHEMA, METRIC_SCHEMA, closedChoiceSchema, defineControl, openChoiceSchema, type ControlCondition, type ControlOverride } from '@control-schemas/index.js';

/** How the entity column writes countries: Superset's `country_fieldtype` values. */
export const COUNTRY_FIELD_TYPES = ['name', 'cca2', 'cca3', 'cioc'] as const;

/** What colours the countries: Superset's `color_by` values. */
export const COLOR_BY = ['metric', 'country'] as const;
/** One of {@link COLOR_BY}. */
export type ColorBy = (typeof COLOR_BY)[number];

/** A single column, or none. */
const OPTIONAL_COLUMN: JsonSchema = { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null };
/** A single metric, or none. */
const OPTIONAL_METRIC: JsonSchema = { ...METRIC_SCHEMA, type: ['string', 'object', 'null'], default: null };

/** Bubbles are shown. */
export const WHEN_BUBBLES: ControlCondition = { required: ['show_bubbles'], properties: { show_bubbles: { const: true } } };
/** Countries are shaded by the metric. */
const WHEN_COLOR_BY_METRIC: ControlCondition = { properties: { color_by: { not: { const: 'country' } } } };
/** Each country has its own colour. */
export const WHEN_COLOR_BY_COUNTRY: ControlCondition = { required: ['color_by'], properties: { color_by: { const: 'country' } } };

/** The column naming the countries. */
export const entity = defineControl({
  name: 'entity',
  label: 'Country column',
  description: 'The column that names the countries, written as the country field type says.',
  section: 'query',
  schema: OPTIONAL_COLUMN,
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** How the country column writes countries. */
export const countryFieldType = defineControl({
  name: 'country_fieldtype',
  label: 'Country field type',
  description: 'How the country column writes a country: its English name, or its ISO 3166-1 alpha-2, alpha-3 or IOC code.',
  section: 'query',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'name', title: 'Full name' },
      { const: 'cca2', title: 'Code ISO 3166-1 alpha-2 (cca2)' },
      { const: 'cca3', title: 'Code ISO 3166-1 alpha-3 (cca3)' },
      { const: 'cioc', title: 'Code International Olympic Committee (cioc)' },
    ]),
    default: 'cca2',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
});

/** Rows ordered by the metric before the row limit. */
export const sortByMetric = defineControl({
  name: 'sort_by_metric',
  label: 'Sort by metric',
  description: 'Order the countries by the metric, largest first, so the row limit keeps the largest ones.',
  section: 'query',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** Bubbles over the countries. */
export const showBubbles = defineControl({
  name: 'show_bubbles',
  label: 'Show bubbles',
  description: 'Draw a bubble over each country, sized by the bubble-size metric.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** The metric sizing the bubbles. */
export const secondaryMetric = defineControl({
  name: 'secondary_metric',
  label: 'Bubble size',
  description: 'The metric that sizes the bubbles; without it, the main metric does.',
  section: 'query',
  schema: OPTIONAL_METRIC,
  uiSchema: { 'ui:widget': 'MetricWidget', 'ui:options': { clearable: true } },
  validators: [],
});

/** The largest bubble. */
export const maxBubbleSize = defineControl({
  name: 'max_bubble_size',
  label: 'Max bubble size',
  description: "The largest bubble's radius in pixels; the others are sized by area.",
  section: 'customize',
  schema: { type: ['string', 'integer'], pattern: '^\\d+$', default: '25', ...openChoiceSchema(['5', '10', '15', '25', '50', '75', '100'].map((v) => ({ const: v, title: v }))) },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_BUBBLES,
});

/** What colours the countries. */
export const colorBy = defineControl({
  name: 'color_by',
  label: 'Color by',
  description: 'Shade the countries by the metric on the linear colour scheme, or give each country its own colour.',
  section: 'customize',
  schema: { type: 'string', ...closedChoiceSchema([{ const: 'metric', title: 'Metric' }, { const: 'country', title: 'Country' }]), default: 'metric' },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
});

/** The palette of the metric shading. */
export const linearColorSchemeOverride: ControlOverride = {
  description: 'The colours countries are shaded from, lowest value to highest. An unknown scheme falls back to the default one.',
  visibleWhen: WHEN_COLOR_BY_METRIC,
};
