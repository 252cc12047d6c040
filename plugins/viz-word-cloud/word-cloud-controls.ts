import { COLUMN_SCHEMA, closedChoiceSchema, defineControl } from '@control-schemas/index.js';

/** How words are turned, Superset's `rotation` values. */
export const WORD_ROTATIONS = ['random', 'flat', 'square'] as const;

/** How words are turned. */
export type WordRotation = (typeof WORD_ROTATIONS)[number];

/** The column whose values are the words. */
export const series = defineControl({
  name: 'series',
  label: 'Series',
  description: 'The column whose distinct values become the words.',
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** Order the words by the metric, largest first. */
export const sortByMetric = defineControl({
  name: 'sort_by_metric',
  label: 'Sort by metric',
  description: 'Order the rows by the metric, largest first, so the row limit keeps the largest words.',
  section: 'query',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** Font size of the smallest value. */
export const sizeFrom = defineControl({
  name: 'size_from',
  label: 'Minimum font size',
  description: 'Font size, in pixels, of a word whose value is zero; sizes grow in proportion to the value up to the maximum.',
  section: 'customize',
  schema: { type: 'integer', minimum: 1, maximum: 200, default: 10 },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** Font size of the largest value. */
export const sizeTo = defineControl({
  name: 'size_to',
  label: 'Maximum font size',
  description: 'Font size, in pixels, of the word with the largest value. Words shrink together when the largest would not fit.',
  section: 'customize',
  schema: { type: 'integer', minimum: 1, maximum: 300, default: 70 },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** How words are turned. */
export const rotation = defineControl({
  name: 'rotation',
  label: 'Word rotation',
  description: 'Flat: every word horizontal. Square: some words upright. Random: words at angles in steps of 30°.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'random', title: 'Random' },
      { const: 'flat', title: 'Flat' },
      { const: 'square', title: 'Square' },
    ]),
    default: 'square',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});
