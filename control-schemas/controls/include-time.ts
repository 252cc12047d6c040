import { defineControl } from '../control-definition.js';
import { WHEN_NOT_RAW_MODE } from '../schema-parts/control-conditions.js';

/** Add the truncated time column as the first dimension. */
export const includeTime = defineControl({
  name: 'include_time',
  label: 'Include time',
  description: 'Add the time column, truncated to the time grain, as the first dimension. Not available for raw records.',
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  visibleWhen: WHEN_NOT_RAW_MODE,
});
