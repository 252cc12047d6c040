import type { JsonSchema, UiSchema } from '@core/plugin-api/index.js';

/** The options of a `filter_timecolumn` native filter (its `controlValues`), Superset's keys. */
export interface TimeColumnFilterControls {
  /** The filter must have a value ("Filter value is required"). */
  enableEmptyFilter?: boolean;
}

/** JSON Schema of {@link TimeColumnFilterControls}, with the defaults. */
export const timeColumnFilterSchema: JsonSchema = {
  type: 'object',
  properties: {
    enableEmptyFilter: {
      type: 'boolean',
      title: 'Filter value is required',
      description: 'The user must choose a time column before the charts in scope load.',
      default: false,
    },
  },
};

/** Layout of the time column filter's options in the filter configuration. */
export const timeColumnFilterUiSchema: UiSchema = {
  'ui:order': ['enableEmptyFilter'],
  enableEmptyFilter: { 'ui:widget': 'CheckboxWidget' },
};
