import { closedChoiceSchema, defineControl } from '@control-schemas/index.js';

/** Where a value label sits beside its point, Superset's `label_position` values. */
export const LABEL_POSITIONS = [
  'top',
  'left',
  'right',
  'bottom',
  'inside',
  'insideLeft',
  'insideRight',
  'insideTop',
  'insideBottom',
  'insideTopLeft',
  'insideBottomLeft',
  'insideTopRight',
  'insideBottomRight',
] as const;

/** One of {@link LABEL_POSITIONS}. */
export type LabelPosition = (typeof LABEL_POSITIONS)[number];

/** What a radar label shows, Superset's `label_type` values. */
export type RadarLabelType = 'value' | 'key_value';

/** Labels are shown. */
const WHEN_LABELS_SHOWN = { not: { required: ['show_labels'], properties: { show_labels: { const: false } } } };

/** Label the points. */
export const showLabels = defineControl({
  name: 'show_labels',
  label: 'Show labels',
  description: 'Write each value beside its point (labels that would overlap others are left out; the tooltip still tells).',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** What the labels show. */
export const labelType = defineControl({
  name: 'label_type',
  label: 'Label type',
  description: 'What each point label shows: the value, or the category and the value.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'value', title: 'Value' },
      { const: 'key_value', title: 'Category and value' },
    ]),
    default: 'value',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_LABELS_SHOWN,
});

/** Where the labels sit. */
export const labelPosition = defineControl({
  name: 'label_position',
  label: 'Label position',
  description: 'Where each label sits relative to its point.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema(
      LABEL_POSITIONS.map((position) => ({
        const: position,
        title: position.replace(/^inside(.+)$/, 'Inside $1').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()),
      })),
    ),
    default: 'top',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_LABELS_SHOWN,
});

/** A circular grid instead of polygons. */
export const isCircle = defineControl({
  name: 'is_circle',
  label: 'Circle radar shape',
  description: "Draw the grid's rings as circles rather than polygons.",
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Each metric's axis bounds (Superset's "Customize metrics"). */
export const columnConfig = defineControl({
  name: 'column_config',
  label: 'Customize metrics',
  description: "Fixed bounds for each metric's axis. Without a minimum the axis starts at 0; without a maximum it ends at the largest value.",
  section: 'customize',
  schema: {
    type: 'object',
    additionalProperties: {
      type: 'object',
      properties: { radarMetricMinValue: { type: ['number', 'null'] }, radarMetricMaxValue: { type: ['number', 'null'] } },
    },
    default: {},
  },
  uiSchema: { 'ui:widget': 'ColumnConfigWidget', 'ui:options': { settings: { radarMetricMinValue: 'Min', radarMetricMaxValue: 'Max' } } },
  validators: [],
  renderTrigger: true,
});
