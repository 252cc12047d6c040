import { SMART_DATE_FORMAT, TIME_FORMAT_CHOICES, defineControl, openChoiceSchema } from '@control-schemas/index.js';

/** Each value as its share of its period. */
export const contribution = defineControl({
  name: 'contribution',
  label: 'Contribution',
  description: "Show each series as its share of the period's total instead of its value, so every wedge is as long.",
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** How periods are written. */
export const dateTimeFormat = defineControl({
  name: 'date_time_format',
  label: 'Date time format',
  description: 'How the periods are written around the rose and in tooltips, as a d3-time-format specifier; adaptive by default.',
  section: 'customize',
  schema: { type: 'string', default: SMART_DATE_FORMAT, ...openChoiceSchema(TIME_FORMAT_CHOICES) },
  uiSchema: { 'ui:widget': 'TimeFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** List every series of the period in the tooltip. */
export const richTooltip = defineControl({
  name: 'rich_tooltip',
  label: 'Rich tooltip',
  description: 'List every series of the hovered period in the tooltip, not only the hovered one.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Size segments by area. */
export const roseAreaProportion = defineControl({
  name: 'rose_area_proportion',
  label: 'Use area proportions',
  description: 'Size each segment so its area, rather than its length along the radius, is proportional to its value.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
