import { defineControl } from '../control-definition.js';
import { WHEN_NOT_AGGREGATE_MODE } from '../schema-parts/control-conditions.js';

/** Ordering of raw records: JSON `[column, ascending]` pairs, as Superset stores them. */
export const orderByCols = defineControl({
  name: 'order_by_cols',
  label: 'Ordering',
  description:
    'Columns to sort raw records by, each ascending or descending. Each entry is JSON for `[column, ascending]`, such as `["ds", false]`; the choices come from the dataset.',
  section: 'query',
  schema: { type: 'array', items: { type: 'string' }, default: [] },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { multi: true, datasourceChoices: 'order_by_choices' } },
  validators: ['orderbyJson'],
  visibleWhen: WHEN_NOT_AGGREGATE_MODE,
});
