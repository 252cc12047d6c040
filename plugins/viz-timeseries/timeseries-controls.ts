import { closedChoiceSchema, defineControl } from '@control-schemas/index.js';

/** Area and bar charts: stack series on one another instead of overlapping or grouping them. */
export const stackControl = defineControl({
  name: 'stack',
  label: 'Stack series',
  description: 'Stack the series on one another, so the top edge shows their total; off overlaps areas or puts bars side by side.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Bar charts: which way bars run. */
export const orientationControl = defineControl({
  name: 'orientation',
  label: 'Bar orientation',
  description: 'Vertical bars stand on the x-axis; horizontal bars run from the left, with the x-axis values down the side.',
  section: 'customize',
  schema: {
    type: 'string',
    oneOf: [
      { const: 'vertical', title: 'Vertical' },
      { const: 'horizontal', title: 'Horizontal' },
    ],
    default: 'vertical',
  },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
});

/** Stepped lines: where each step happens (Superset's `seriesType` of the stepped line). */
export const stepPositionControl = defineControl({
  name: 'seriesType',
  label: 'Step position',
  description: 'Where the line changes value: at the start of each interval, halfway to the next point, or at its end.',
  section: 'customize',
  schema: {
    type: 'string',
    oneOf: [
      { const: 'start', title: 'Start' },
      { const: 'middle', title: 'Middle' },
      { const: 'end', title: 'End' },
    ],
    default: 'start',
  },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
});

/** Lines and areas: draw a dot on every data point. */
export const markerEnabledControl = defineControl({
  name: 'markerEnabled',
  label: 'Show markers',
  description: 'Draw a dot on every data point of the lines.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

const markerSizeSchema = { type: 'integer', minimum: 1, maximum: 30, default: 6 } as const;

/** Size of the markers on lines; shown while markers are on. */
export const markerSizeControl = defineControl({
  name: 'markerSize',
  label: 'Marker size',
  description: 'Diameter of the markers, in pixels. Shown while markers are on.',
  section: 'customize',
  schema: { ...markerSizeSchema },
  uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 1 } },
  validators: ['integer'],
  renderTrigger: true,
  visibleWhen: { required: ['markerEnabled'], properties: { markerEnabled: { const: true } } },
});

/** Size of the dots of a scatter plot. */
export const scatterMarkerSizeControl = defineControl({
  name: 'markerSize',
  label: 'Marker size',
  description: 'Diameter of the dots, in pixels.',
  section: 'customize',
  schema: { ...markerSizeSchema },
  uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 1 } },
  validators: ['integer'],
  renderTrigger: true,
});

/** Write each value next to its mark. */
export const showValueControl = defineControl({
  name: 'show_value',
  label: 'Show values',
  description: 'Write each value next to its point or on its bar, where there is room for it.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Let the reader zoom into a range of the x-axis. */
export const zoomableControl = defineControl({
  name: 'zoomable',
  label: 'Zoom by dragging',
  description: 'Drag across the chart to zoom into that range of the x-axis; double-click to zoom back out.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Each value as a share of a total (Superset's `contributionMode`): of its x value's total, or of its series'. */
export const contributionModeControl = defineControl({
  name: 'contributionMode',
  label: 'Contribution mode',
  description: "Show each value as its share of a total: of every series' values at the same x (Row), or of its own series' sum (Series).",
  section: 'query',
  schema: {
    type: ['string', 'null'],
    ...closedChoiceSchema([
      { const: null, title: 'None' },
      { const: 'row', title: 'Row' },
      { const: 'column', title: 'Series' },
    ]),
    default: null,
  },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { clearable: true } },
  validators: [],
});

/** Superset's series types of the generic and mixed charts, in its order. */
export const SERIES_TYPE_CHOICES = [
  { const: 'line', title: 'Line' },
  { const: 'scatter', title: 'Scatter' },
  { const: 'smooth', title: 'Smooth line' },
  { const: 'bar', title: 'Bar' },
  { const: 'start', title: 'Step - start' },
  { const: 'middle', title: 'Step - middle' },
  { const: 'end', title: 'Step - end' },
] as const;

/** The generic chart: how every series is drawn. */
export const seriesTypeControl = defineControl({
  name: 'seriesType',
  label: 'Series style',
  description: 'How the series are drawn: lines (straight, smooth or stepped), dots, or bars.',
  section: 'customize',
  schema: { type: 'string', ...closedChoiceSchema(SERIES_TYPE_CHOICES), default: 'line' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** The generic chart: fill under line-type series. */
export const areaControl = defineControl({
  name: 'area',
  label: 'Area chart',
  description: 'Fill the area under the lines. Applies to line styles only, not to dots or bars.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
