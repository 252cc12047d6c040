import { closedChoiceSchema, defineControl, openChoiceSchema } from '@control-schemas/index.js';

/** Superset's choices of row height, in pixels. */
export const SERIES_HEIGHTS = ['10', '25', '40', '50', '75', '100', '150', '200'] as const;

/** Height of each series' row. */
export const seriesHeight = defineControl({
  name: 'series_height',
  label: 'Series height',
  description: 'Pixel height of each series: the bands of a series are folded into this height.',
  section: 'customize',
  schema: { type: 'string', pattern: '^[1-9]\\d{0,3}$', default: '25', ...openChoiceSchema(SERIES_HEIGHTS.map((h) => ({ const: h, title: h }))) },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** What the bands' colours are scaled to. */
export const horizonColorScale = defineControl({
  name: 'horizon_color_scale',
  label: 'Value domain',
  description:
    'What the colours are scaled to: each series to its own largest value (series), every series to the largest value of all (overall), or each series to its change from its first value (change).',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'series', title: 'Series' },
      { const: 'overall', title: 'Overall' },
      { const: 'change', title: 'Change' },
    ]),
    default: 'series',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** Show each series' share of the period's total instead of its value. */
export const contribution = defineControl({
  name: 'contribution',
  label: 'Contribution',
  description: "Show each series' share of the total of all series in each period, instead of its value.",
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});
