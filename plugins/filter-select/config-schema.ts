import { withSchemaDefaults, type JsonSchema, type UiSchema } from '@core/plugin-api/index.js';

/** The options of a `filter_select` native filter (its `controlValues`), Superset's keys. */
export interface SelectFilterControls {
  /** Several values may be chosen; otherwise one. */
  multiSelect?: boolean;
  /** The filter must have a value ("Filter value is required"). */
  enableEmptyFilter?: boolean;
  /** With no value chosen, the first option is ("Select first filter value by default"). */
  defaultToFirstItem?: boolean;
  /** The chosen values are excluded (`NOT IN`) rather than kept. */
  inverseSelection?: boolean;
  /** Typing searches the whole column on the server, not only the options loaded. */
  searchAllOptions?: boolean;
  /** Options ascending (by the sort metric when the filter has one); descending otherwise. */
  sortAscending?: boolean;
}

const option = (title: string, description: string, defaultValue: boolean): JsonSchema => ({ type: 'boolean', title, description, default: defaultValue });

/** JSON Schema of {@link SelectFilterControls}, with the defaults. */
export const selectFilterSchema: JsonSchema = {
  type: 'object',
  properties: {
    multiSelect: option('Can select multiple values', 'Let the user choose several values; otherwise one.', true),
    enableEmptyFilter: option('Filter value is required', 'The user must choose a value before the charts in scope load.', false),
    defaultToFirstItem: option('Select first filter value by default', 'When nothing is chosen, choose the first option.', false),
    inverseSelection: option('Inverse selection', 'Exclude the chosen values instead of keeping only them.', false),
    searchAllOptions: option('Dynamically search all filter values', 'Search the whole column on the server as the user types, not only the options loaded.', false),
    sortAscending: option('Sort ascending', 'Sort the options ascending (by the sort metric when there is one); descending otherwise.', true),
  },
};

/** Layout of the select filter's options in the filter configuration. */
export const selectFilterUiSchema: UiSchema = {
  'ui:order': ['multiSelect', 'enableEmptyFilter', 'defaultToFirstItem', 'inverseSelection', 'searchAllOptions', 'sortAscending'],
  multiSelect: { 'ui:widget': 'CheckboxWidget' },
  enableEmptyFilter: { 'ui:widget': 'CheckboxWidget' },
  defaultToFirstItem: { 'ui:widget': 'CheckboxWidget' },
  inverseSelection: { 'ui:widget': 'CheckboxWidget' },
  searchAllOptions: { 'ui:widget': 'CheckboxWidget' },
  sortAscending: { 'ui:widget': 'CheckboxWidget' },
};

/** The select filter's options with the schema's defaults filled in. */
export function withSelectDefaults(controls: SelectFilterControls | undefined): Required<SelectFilterControls> {
  return withSchemaDefaults(selectFilterSchema, controls ?? {}) as Required<SelectFilterControls>;
}
