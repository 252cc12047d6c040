/** A value a list filter can hold, sent as the `value` of a rison `{col, opr, value}`. */
export type ListFilterValue = string | number | boolean;

interface ListViewFilterBase {
  /** Key of the filter's value in `ListViewState.filterValues`. */
  id: string;
  /** Visible label, also the control's accessible name. */
  label: string;
  /** The API column the filter applies to (`col`). */
  col: string;
  /** The API's filter operator (`opr`), e.g. `ct` or `rel_o_m`. */
  opr: string;
}

/** Free text, sent once typing pauses; an empty box sends no filter. */
export interface ListViewSearchFilter extends ListViewFilterBase {
  kind: 'search';
  placeholder?: string;
}

/** One choice among options; "All" sends no filter. */
export interface ListViewSelectFilter extends ListViewFilterBase {
  kind: 'select';
  options: readonly { label: string; value: ListFilterValue }[];
  loading?: boolean;
  disabled?: boolean;
  /** Shown under the control, e.g. why it is disabled. */
  helperText?: string;
}

/** A filter control above a list view. */
export type ListViewFilter = ListViewSearchFilter | ListViewSelectFilter;
