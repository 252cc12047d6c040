import type { JsonSchema, UiSchema } from '@core/plugin-api/index.js';

/** The options of a `filter_time` native filter (its `controlValues`), Superset's keys. */
export interface TimeFilterControls {
  /** The filter must have a value ("Filter value is required"). */
  enableEmptyFilter?: boolean;
}

/** JSON Schema of {@link TimeFilterControls}, with the defaults. */
export const timeFilterSchema: JsonSchema = {
  type: 'object',
  properties: {
    enableEmptyFilter: {
      type: 'boolean',
      title: 'Filter value is required',
      description: 'The user must choose a time range before the charts in scope load.',
      default: false,
    },
  },
};

/** Layout of the time range filter's options in the filter configuration. */
export const timeFilterUiSchema: UiSchema = {
  'ui:order': ['enableEmptyFilter'],
  enableEmptyFilter: { 'ui:widget': 'CheckboxWidget' },
};
