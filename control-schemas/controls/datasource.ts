import { defineControl } from '../control-definition.js';

/** The dataset a chart queries, as Superset's compound key `<id>__<type>`. */
export const datasource = defineControl({
  name: 'datasource',
  label: 'Dataset',
  description: 'The dataset the chart queries, written as `<id>__<type>` (for example `3__table`).',
  section: 'query',
  schema: { type: ['string', 'null'], pattern: '^\\d+__(table|query|dataset|saved_query)$', default: null },
  uiSchema: { 'ui:widget': 'DatasourceWidget' },
  validators: ['nonEmpty'],
});
