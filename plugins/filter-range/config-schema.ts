import type { JsonSchema, UiSchema } from '@core/plugin-api/index.js';

/** The options of a `filter_range` native filter (its `controlValues`), Superset's keys. */
export interface RangeFilterControls {
  /** The filter must have a value ("Filter value is required"). */
  enableEmptyFilter?: boolean;
}

/** JSON Schema of {@link RangeFilterControls}, with the defaults. */
export const rangeFilterSchema: JsonSchema = {
  type: 'object',
  properties: {
    enableEmptyFilter: {
      type: 'boolean',
      title: 'Filter value is required',
      description: 'The user must choose a range before the charts in scope load.',
      default: false,
    },
  },
};

/** Layout of the range filter's options in the filter configuration. */
export const rangeFilterUiSchema: UiSchema = {
  'ui:order': ['enableEmptyFilter'],
  enableEmptyFilter: { 'ui:widget': 'CheckboxWidget' },
};

