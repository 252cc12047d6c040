import type { ReactNode } from 'react';
import { BulkSelectionBar } from './BulkSelectionBar';
import { selectionColumn } from './common-columns';
import { downloadExport, type ExportResource } from './export-assets';
import type { ListViewColumn } from './list-view-column';
import { BulkSelectButton, useBulkSelection } from './use-bulk-selection';

/**
 * Bulk selection for export only, on list pages that have no bulk delete: the toggle button, the
 * bar with Export, and the checkbox column while it is on. Nothing shows without `canExport`.
 *
 * @example
 * ```tsx
 * const exporting = useExportSelection(rows, 'dataset', canExport, (row) => row.table_name);
 * <Page actions={<>{exporting.button}…</>}>{exporting.bar}<ListView columns={exporting.withSelection(COLUMNS)} onStateChange={exporting.clearing(setState)} …/></Page>
 * ```
 */
export function useExportSelection<Row extends { id: number }>(rows: readonly Row[], resource: ExportResource, canExport: boolean, nameOf: (row: Row) => string) {
  const bulk = useBulkSelection(rows, () => canExport);
  const bar: ReactNode = bulk.active ? (
    <BulkSelectionBar {...bulk.barProps(undefined, { onExport: () => downloadExport(resource, bulk.selectedRows.map((row) => row.id)) })} />
  ) : null;
  return {
    button: canExport ? <BulkSelectButton {...bulk.buttonProps} /> : null,
    bar,
    withSelection: (columns: ListViewColumn<Row>[]): ListViewColumn<Row>[] => (bulk.selection ? [selectionColumn(bulk.selection, nameOf), ...columns] : columns),
    /** `setState`, clearing the selection first (it belongs to the rows on screen). */
    clearing:
      <State,>(setState: (next: State) => void) =>
      (next: State) => {
        bulk.clear();
        setState(next);
      },
  };
}
