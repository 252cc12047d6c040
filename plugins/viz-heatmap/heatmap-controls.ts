import { BOUNDS_SCHEMA, closedChoiceSchema, defineControl, openChoiceSchema, type ControlOverride } from '@control-schemas/index.js';

/** How an axis's categories are ordered, Superset's `sort_x_axis` / `sort_y_axis` values. */
export const AXIS_SORTS = ['alpha_asc', 'alpha_desc', 'value_asc', 'value_desc'] as const;
/** One of {@link AXIS_SORTS}. */
export type AxisSort = (typeof AXIS_SORTS)[number];

/** The range a cell's colour is normalised over: the whole heatmap, its column or its row. */
export const NORMALIZE_ACROSS = ['heatmap', 'x', 'y'] as const;
/** One of {@link NORMALIZE_ACROSS}. */
export type NormalizeAcross = (typeof NORMALIZE_ACROSS)[number];

/** The colour legend's kinds. */
export type HeatmapLegendType = 'continuous' | 'piecewise';

const AXIS_SORT_CHOICES = closedChoiceSchema([
  { const: 'alpha_asc', title: 'Axis ascending' },
  { const: 'alpha_desc', title: 'Axis descending' },
  { const: 'value_asc', title: 'Metric ascending' },
  { const: 'value_desc', title: 'Metric descending' },
]);

/** Label intervals: every n-th label, or as many as fit (-1). */
const INTERVAL_CHOICES = closedChoiceSchema([
  { const: -1, title: 'Auto' },
  ...Array.from({ length: 50 }, (_, i) => ({ const: i + 1, title: String(i + 1) })),
]);

const MARGIN_CHOICES = openChoiceSchema([
  { const: 'auto', title: 'Auto' },
  ...[50, 75, 100, 125, 150, 200].map((margin) => ({ const: margin, title: String(margin) })),
]);

/** Order of the x-axis categories. */
export const sortXAxis = defineControl({
  name: 'sort_x_axis',
  label: 'Sort X-axis',
  description: 'Order of the columns: by their values, or by the total of the metric in each column.',
  section: 'query',
  schema: { type: 'string', ...AXIS_SORT_CHOICES, default: 'alpha_asc' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
});

/** Order of the y-axis categories. */
export const sortYAxis = defineControl({
  name: 'sort_y_axis',
  label: 'Sort Y-axis',
  description: 'Order of the rows: by their values, or by the total of the metric in each row.',
  section: 'query',
  schema: { type: 'string', ...AXIS_SORT_CHOICES, default: 'alpha_asc' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
});

/** The range colours are normalised over. */
export const normalizeAcross = defineControl({
  name: 'normalize_across',
  label: 'Normalize across',
  description:
    'Cells are shaded by their value from 0% to 100% of a range: the whole heatmap, their column (x) or their row (y). The tooltip percentage uses the same range.',
  section: 'query',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'heatmap', title: 'Whole heatmap' },
      { const: 'x', title: 'Each column (x)' },
      { const: 'y', title: 'Each row (y)' },
    ]),
    default: 'heatmap',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
});

/** A colour ramp or colour steps. */
export const legendType = defineControl({
  name: 'legend_type',
  label: 'Legend type',
  description: 'A continuous colour ramp, or a few colour steps with their value ranges.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'continuous', title: 'Continuous' },
      { const: 'piecewise', title: 'Piecewise' },
    ]),
    default: 'continuous',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** The sequential palette cells are shaded from. */
export const linearColorSchemeOverride: ControlOverride = {
  description: 'The colours cells are shaded from, lowest value to highest. An unknown scheme falls back to the default one.',
};

/** Every n-th x label. */
export const xscaleInterval = defineControl({
  name: 'xscale_interval',
  label: 'X-scale interval',
  description: 'Write every n-th label along the x-axis; Auto writes as many as fit without overlapping.',
  section: 'customize',
  schema: { type: 'integer', ...INTERVAL_CHOICES, default: -1 },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** Every n-th y label. */
export const yscaleInterval = defineControl({
  name: 'yscale_interval',
  label: 'Y-scale interval',
  description: 'Write every n-th label along the y-axis; Auto writes as many as fit without overlapping.',
  section: 'customize',
  schema: { type: 'integer', ...INTERVAL_CHOICES, default: -1 },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** Room for the y labels. */
export const leftMargin = defineControl({
  name: 'left_margin',
  label: 'Left margin',
  description: 'Room for the y-axis labels, in pixels; Auto fits the longest label, up to a third of the width.',
  section: 'customize',
  schema: { type: ['string', 'integer'], ...MARGIN_CHOICES, default: 'auto' },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** Room for the x labels. */
export const bottomMargin = defineControl({
  name: 'bottom_margin',
  label: 'Bottom margin',
  description: 'Room for the x-axis labels, in pixels; Auto fits them, turning long labels on their side.',
  section: 'customize',
  schema: { type: ['string', 'integer'], ...MARGIN_CHOICES, default: 'auto' },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** The share of the range in the tooltip. */
export const showPercentage = defineControl({
  name: 'show_percentage',
  label: 'Show percentage',
  description: "Add the cell's share of its column, row or the whole heatmap (as normalised) to the tooltip.",
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Values written in the cells. */
export const showValues = defineControl({
  name: 'show_values',
  label: 'Show values',
  description: 'Write each value in its cell, where the cell is large enough.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Colour by rank instead of by value. */
export const normalized = defineControl({
  name: 'normalized',
  label: 'Normalized',
  description: 'Shade cells by the rank of their value (a percentile) within the normalised range rather than by the value itself, so outliers do not wash out the rest.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Fixed ends of the colour range (Superset's `value_bounds`), for a heatmap normalised as a whole. */
export const valueBounds = defineControl({
  name: 'value_bounds',
  label: 'Value bounds',
  description:
    'The values the lightest and the darkest colour stand for, when cells are normalised across the whole heatmap; an empty bound is the data’s own minimum or maximum.',
  section: 'customize',
  schema: { ...BOUNDS_SCHEMA, default: [null, null] },
  uiSchema: { 'ui:widget': 'BoundsWidget' },
  validators: ['bounds'],
  renderTrigger: true,
  visibleWhen: { not: { required: ['normalize_across'], properties: { normalize_across: { enum: ['x', 'y'] } } } },
});
