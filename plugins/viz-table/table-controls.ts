import { CONTROLS, SMART_DATE_FORMAT, TIME_FORMAT_CHOICES, defineControl, openChoiceSchema, type ControlCondition } from '@control-schemas/index.js';

/** Client-side pages are offered only while the server does not page. */
const WHEN_CLIENT_PAGINATION: ControlCondition = { not: CONTROLS.server_page_length.visibleWhen! };

/** How timestamps in cells are written (Superset's `table_timestamp_format`). */
export const tableTimestampFormat = defineControl({
  name: 'table_timestamp_format',
  label: 'Timestamp format',
  description: 'How timestamps in cells are written, as a d3-time-format specifier; adaptive shows the date, and the time only where values have one.',
  section: 'customize',
  schema: { type: 'string', default: SMART_DATE_FORMAT, ...openChoiceSchema(TIME_FORMAT_CHOICES) },
  uiSchema: { 'ui:widget': 'TimeFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** Rows per page when the browser pages through the whole result. */
export const pageLength = defineControl({
  name: 'page_length',
  label: 'Page length',
  description: 'Rows per page; "All" shows every row in one scrolling list. With server pagination the server page size applies instead.',
  section: 'customize',
  schema: {
    type: 'integer',
    minimum: 0,
    default: 0,
    ...openChoiceSchema([0, 10, 20, 50, 100, 200].map((size) => ({ const: size, title: size === 0 ? 'All' : String(size) }))),
  },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: ['integer'],
  renderTrigger: true,
  visibleWhen: WHEN_CLIENT_PAGINATION,
});

/** A search box above the table. */
export const includeSearch = defineControl({
  name: 'include_search',
  label: 'Search box',
  description: 'Show a search box that keeps only the rows containing the typed text. Not available with server pagination.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_CLIENT_PAGINATION,
});

/** Bars behind metric values. */
export const showCellBars = defineControl({
  name: 'show_cell_bars',
  label: 'Cell bars',
  description: "Draw a bar behind each metric value, as long as the value's share of the column's largest magnitude.",
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Bars of negative values start at the same edge as positive ones. */
export const alignPositiveNegative = defineControl({
  name: 'align_pn',
  label: 'Align +/-',
  description: 'Start every cell bar at the left edge, sized by magnitude, instead of growing negative bars left of a zero line.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Cell bars of negative values in red. */
export const colorPositiveNegative = defineControl({
  name: 'color_pn',
  label: 'Color +/-',
  description: 'Colour the cell bars of negative values red, so losses stand out from gains.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Let viewers reorder columns by dragging their headers. */
export const allowRearrangeColumns = defineControl({
  name: 'allow_rearrange_columns',
  label: 'Rearrange columns',
  description: 'Let viewers drag column headers to reorder the columns; the order is not saved.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
