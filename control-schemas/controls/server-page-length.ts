import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { defineControl } from '../control-definition.js';
import { WHEN_SERVER_PAGINATION } from '../schema-parts/control-conditions.js';

/** Rows per page with server pagination. */
export const serverPageLength = defineControl({
  name: 'server_page_length',
  label: 'Page size',
  description: 'Rows per page when pages are fetched from the server. Shown only with server pagination.',
  section: 'query',
  schema: {
    type: 'integer',
    minimum: 1,
    default: 10,
    ...openChoiceSchema([10, 20, 50, 100, 200].map((size) => ({ const: size, title: String(size) }))),
  },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: ['integer'],
  visibleWhen: WHEN_SERVER_PAGINATION,
});
