import type { ReactNode } from 'react';

/** A column of a list view. */
export interface ListViewColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The API's `order_column` when the list can be sorted by this column. */
  sortKey?: string;
  align?: 'left' | 'center' | 'right';
  /** CSS width of the column, e.g. 120 or '30%'. */
  width?: number | string;
}

/** A button shown on each row, e.g. edit or delete. */
export interface ListViewRowAction<Row> {
  id: string;
  /** The button's accessible name and tooltip for a row, e.g. `Delete examples`. */
  label: (row: Row) => string;
  icon: ReactNode;
  onClick: (row: Row) => void;
  /** Leaves the button out for some rows. */
  hidden?: (row: Row) => boolean;
}
