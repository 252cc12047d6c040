import { defineControl } from '../control-definition.js';
import { ADHOC_FILTER_SCHEMA } from '../schema-parts/adhoc-filter-schema.js';

/** Filters on rows (WHERE) or groups (HAVING), structured or SQL. */
export const adhocFilters = defineControl({
  name: 'adhoc_filters',
  label: 'Filters',
  description:
    'Conditions rows must meet (WHERE) or aggregated groups must meet (HAVING), built from a column, an operator and values, or written in SQL.',
  section: 'query',
  schema: { type: 'array', items: ADHOC_FILTER_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'AdhocFiltersWidget' },
  validators: [],
});
