import { closedChoiceSchema, defineControl, type ControlOverride } from '@control-schemas/index.js';

const UNIT_TITLES = { min: 'Minute', hour: 'Hour', day: 'Day', week: 'Week', month: 'Month', year: 'Year' } as const;

/** The period of one calendar block. */
export const domainGranularity = defineControl({
  name: 'domain_granularity',
  label: 'Domain',
  description: 'The period of one calendar block: the cells of each hour, day, week, month or year are grouped together.',
  section: 'query',
  schema: { type: 'string', ...closedChoiceSchema((['hour', 'day', 'week', 'month', 'year'] as const).map((unit) => ({ const: unit, title: UNIT_TITLES[unit] }))), default: 'month' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
});

/** The period of one cell. */
export const subdomainGranularity = defineControl({
  name: 'subdomain_granularity',
  label: 'Subdomain',
  description: 'The period of one cell, smaller than the domain; the query groups the metrics by it.',
  section: 'query',
  schema: { type: 'string', ...closedChoiceSchema((['min', 'hour', 'day', 'week', 'month'] as const).map((unit) => ({ const: unit, title: UNIT_TITLES[unit] }))), default: 'day' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
});

/** The sequential palette cells are shaded from. */
export const linearColorSchemeOverride: ControlOverride = {
  description: 'The colours cells are shaded from, lowest value to highest. An unknown scheme falls back to the default one.',
};

const pixels = (name: string, label: string, description: string, fallback: number, minimum: number, maximum: number) =>
  defineControl({
    name,
    label,
    description,
    section: 'customize',
    schema: { type: 'integer', minimum, maximum, default: fallback },
    uiSchema: { 'ui:widget': 'IntegerWidget' },
    validators: ['integer'],
    renderTrigger: true,
  });

/** Side of a cell. */
export const cellSize = pixels('cell_size', 'Cell size', 'The side of a square cell, in pixels.', 10, 2, 60);
/** Gap between cells. */
export const cellPadding = pixels('cell_padding', 'Cell padding', 'The gap between cells, in pixels.', 2, 0, 20);
/** Rounded corners. */
export const cellRadius = pixels('cell_radius', 'Cell radius', "The radius of a cell's rounded corners, in pixels.", 0, 0, 30);
/** Colour steps. */
export const steps = pixels('steps', 'Color steps', 'How many shades the values are sorted into, from the lowest to the highest.', 10, 2, 30);

const checkbox = (name: string, label: string, description: string, fallback: boolean) =>
  defineControl({ name, label, description, section: 'customize', schema: { type: 'boolean', default: fallback }, uiSchema: { 'ui:widget': 'CheckboxWidget' }, validators: [], renderTrigger: true });

/** Values written in cells. */
export const showValues = checkbox('show_values', 'Show values', 'Write each value in its cell, where the cell is large enough.', false);
/** Metric names as titles. */
export const showMetricName = checkbox('show_metric_name', 'Show metric names', "Write each metric's name above its calendar.", true);
