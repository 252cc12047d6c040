import { closedChoiceSchema, defineControl } from '@control-schemas/index.js';
import type { JsonSchema } from '@core/plugin-api/index.js';

const bound: JsonSchema = { type: ['number', 'null'] };
const boundPair: JsonSchema = { type: 'array', items: bound, minItems: 2, maxItems: 2 };
const lag: JsonSchema = { type: ['integer', 'string', 'null'], pattern: '^-?\\d*$' };

/** One column of the time-series table, Superset's `column_collection` entry. */
export const TIME_TABLE_COLUMN_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    key: { type: 'string', title: 'Key' },
    label: { type: 'string', title: 'Label' },
    tooltip: { type: 'string', title: 'Tooltip' },
    colType: {
      type: 'string',
      title: 'Type',
      ...closedChoiceSchema([
        { const: 'spark', title: 'Sparkline' },
        { const: 'time', title: 'Time comparison' },
        { const: 'contrib', title: 'Contribution' },
        { const: 'avg', title: 'Period average' },
      ]),
    },
    width: { type: ['string', 'null'], title: 'Width' },
    height: { type: ['string', 'null'], title: 'Height' },
    timeLag: { ...lag, title: 'Time lag' },
    timeRatio: { ...lag, title: 'Time ratio' },
    comparisonType: {
      type: 'string',
      title: 'Comparison',
      ...closedChoiceSchema([
        { const: 'value', title: 'Actual value' },
        { const: 'diff', title: 'Difference' },
        { const: 'perc', title: 'Percentage' },
        { const: 'perc_change', title: 'Percentage change' },
      ]),
    },
    showYAxis: { type: 'boolean', title: 'Show Y-axis' },
    yAxisBounds: { ...boundPair, title: 'Y-axis bounds' },
    bounds: { ...boundPair, title: 'Bounds for colouring' },
    d3format: { type: 'string', title: 'Number format' },
    dateFormat: { type: 'string', title: 'Date format' },
    sparkType: {
      type: 'string',
      title: 'Sparkline type',
      ...closedChoiceSchema([
        { const: 'line', title: 'Line' },
        { const: 'bar', title: 'Bar' },
        { const: 'area', title: 'Area' },
      ]),
    },
  },
  required: ['key', 'colType'],
};

/** The table's columns after the row name: sparklines, time comparisons, contributions, averages. */
export const columnCollection = defineControl({
  name: 'column_collection',
  label: 'Time series columns',
  description:
    'The columns after the row name, each one of: a sparkline of the whole period, the latest value compared with the one a number of periods earlier (value, difference, percentage or percentage change), the contribution of the row to the latest period, or the average of the last periods. Bounds colour the cells from red to blue.',
  section: 'customize',
  schema: { type: 'array', items: TIME_TABLE_COLUMN_SCHEMA, default: [] },
  uiSchema: {
    items: {
      key: { 'ui:widget': 'TextWidget' },
      label: { 'ui:widget': 'TextWidget' },
      tooltip: { 'ui:widget': 'TextWidget' },
      colType: { 'ui:widget': 'SelectWidget' },
      width: { 'ui:widget': 'TextWidget' },
      height: { 'ui:widget': 'TextWidget' },
      timeLag: { 'ui:widget': 'TextWidget' },
      timeRatio: { 'ui:widget': 'TextWidget' },
      comparisonType: { 'ui:widget': 'SelectWidget' },
      showYAxis: { 'ui:widget': 'CheckboxWidget' },
      yAxisBounds: { 'ui:widget': 'BoundsWidget' },
      bounds: { 'ui:widget': 'BoundsWidget' },
      d3format: { 'ui:widget': 'NumberFormatWidget' },
      dateFormat: { 'ui:widget': 'TimeFormatWidget' },
      sparkType: { 'ui:widget': 'SelectWidget' },
    },
  },
  validators: [],
  renderTrigger: true,
});

/** A templated link on each row name. */
export const url = defineControl({
  name: 'url',
  label: 'URL',
  description:
    'A link on each row name. `{{ metric }}` is replaced by the row (the metric or the group value) and `{{ <field> }}` by a control value; only web (http, https) and relative links are followed.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});
