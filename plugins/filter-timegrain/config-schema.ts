import type { JsonSchema, UiSchema } from '@core/plugin-api/index.js';

/** The options of a `filter_timegrain` native filter (its `controlValues`), Superset's keys. */
export interface TimeGrainFilterControls {
  /** The filter must have a value ("Filter value is required"). */
  enableEmptyFilter?: boolean;
}

/** JSON Schema of {@link TimeGrainFilterControls}, with the defaults. */
export const timeGrainFilterSchema: JsonSchema = {
  type: 'object',
  properties: {
    enableEmptyFilter: {
      type: 'boolean',
      title: 'Filter value is required',
      description: 'The user must choose a time grain before the charts in scope load.',
      default: false,
    },
  },
};

/** Layout of the time grain filter's options in the filter configuration. */
export const timeGrainFilterUiSchema: UiSchema = {
  'ui:order': ['enableEmptyFilter'],
  enableEmptyFilter: { 'ui:widget': 'CheckboxWidget' },
};
