import { defineControl } from '@control-schemas/index.js';

/** Pointer or progress is drawn per group. */
const WHEN_PROGRESS_SHOWN = { not: { required: ['show_progress'], properties: { show_progress: { const: false } } } };
/** Interval bounds are set. */
const WHEN_INTERVALS_SET = { required: ['intervals'], properties: { intervals: { type: 'string' as const, minLength: 1 } } };

/** Order the groups by the metric, largest first. */
export const sortByMetric = defineControl({
  name: 'sort_by_metric',
  label: 'Sort by metric',
  description: 'Order the groups by the metric, largest first; the row limit then keeps the largest.',
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** The value at the start of the dial. */
export const minVal = defineControl({
  name: 'min_val',
  label: 'Min',
  description: 'The value at the start of the dial; empty picks one from the data (zero, or below the smallest negative value).',
  section: 'customize',
  schema: { type: ['integer', 'null'], default: null },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** The value at the end of the dial. */
export const maxVal = defineControl({
  name: 'max_val',
  label: 'Max',
  description: 'The value at the end of the dial, such as a target; empty picks a round number above the largest value.',
  section: 'customize',
  schema: { type: ['integer', 'null'], default: null },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** Where the dial starts, in degrees. */
export const startAngle = defineControl({
  name: 'start_angle',
  label: 'Start angle',
  description: 'Where the dial starts, in degrees counter-clockwise from 3 o\u2019clock: 225 is the lower left.',
  section: 'customize',
  schema: { type: 'integer', minimum: -360, maximum: 360, default: 225 },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** Where the dial ends, in degrees. */
export const endAngle = defineControl({
  name: 'end_angle',
  label: 'End angle',
  description: 'Where the dial ends, in degrees counter-clockwise from 3 o\u2019clock: -45 is the lower right.',
  section: 'customize',
  schema: { type: 'integer', minimum: -360, maximum: 360, default: -45 },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** Size of the dial's text and of its bars. */
export const fontSize = defineControl({
  name: 'font_size',
  label: 'Font size',
  description: "Size of the axis labels, the value and the other text in pixels; the progress bars are as thick. Smaller tiles scale it down.",
  section: 'customize',
  schema: { type: 'integer', minimum: 10, maximum: 20, default: 15 },
  uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 1 } },
  validators: ['integer'],
  renderTrigger: true,
});

/** Text around the written value. */
export const valueFormatter = defineControl({
  name: 'value_formatter',
  label: 'Value format',
  description: 'Text around the value in the dial and the tooltip, with `{value}` standing for the formatted value, such as `{value} km`.',
  section: 'customize',
  schema: { type: 'string', default: '{value}' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});

/** Draw a needle per group. */
export const showPointer = defineControl({
  name: 'show_pointer',
  label: 'Show pointer',
  description: 'Draw a needle pointing at each value.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Animate the progress and the value. */
export const animation = defineControl({
  name: 'animation',
  label: 'Animation',
  description: 'Sweep the progress bars and needles to their values when the chart draws, or show them at once.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Minor ticks along the axis. */
export const showAxisTick = defineControl({
  name: 'show_axis_tick',
  label: 'Show axis line ticks',
  description: 'Draw minor ticks along the dial, five per split.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Split lines at the labelled values. */
export const showSplitLine = defineControl({
  name: 'show_split_line',
  label: 'Show split lines',
  description: 'Draw a line across the dial at each labelled value.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** How many segments the axis is split in. */
export const splitNumber = defineControl({
  name: 'split_number',
  label: 'Split number',
  description: 'How many equal segments the dial is split in; a label marks each split (fewer when they would overlap).',
  section: 'customize',
  schema: { type: 'integer', minimum: 3, maximum: 30, default: 10 },
  uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 1 } },
  validators: ['integer'],
  renderTrigger: true,
});

/** Progress bars from the start to each value. */
export const showProgress = defineControl({
  name: 'show_progress',
  label: 'Show progress',
  description: 'Fill the dial from its start to each value with a bar in the group\u2019s colour.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Progress bars share one ring. */
export const overlap = defineControl({
  name: 'overlap',
  label: 'Overlap',
  description: 'Draw the progress bars of several groups on one ring, shortest on top; off gives each group its own ring.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_PROGRESS_SHOWN,
});

/** Round ends on the bars. */
export const roundCap = defineControl({
  name: 'round_cap',
  label: 'Round cap',
  description: 'Round the ends of the dial and of the progress bars.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Bounds of coloured intervals. */
export const intervals = defineControl({
  name: 'intervals',
  label: 'Interval bounds',
  description: 'Comma-separated upper bounds of coloured intervals along the dial, such as `2,4,5` for 0–2, 2–4 and 4–5; the last should be the maximum.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});

/** Colours of the intervals. */
export const intervalColorIndices = defineControl({
  name: 'interval_color_indices',
  label: 'Interval colors',
  description: 'Comma-separated colours of the intervals, as positions in the colour scheme counted from 1, such as `1,2,4`; one per interval bound.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_INTERVALS_SET,
});
