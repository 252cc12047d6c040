import ChecklistIcon from '@mui/icons-material/Checklist';
import Button from '@mui/material/Button';
import { useState } from 'react';

/**
 * A list page's bulk selection: whether it is on, which rows of the page are chosen, and the
 * props of the toolbar button and of `BulkSelectionBar`. A selection belongs to the rows on
 * screen: call `clear()` when the page, filters or sort change, and after a delete.
 *
 * @example
 * ```tsx
 * const bulk = useBulkSelection(rows, canDelete);
 * <BulkSelectButton {...bulk.buttonProps} />
 * {bulk.active ? <BulkSelectionBar {...bulk.barProps(() => deletion.request(bulk.selectedRows))} /> : null}
 * ```
 */
export function useBulkSelection<Row extends { id: number }>(rows: readonly Row[], canSelect: (row: Row) => boolean = () => true) {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const selectable = rows.filter(canSelect);
  const clear = () => setSelected(new Set());
  const close = () => {
    setActive(false);
    clear();
  };
  const toggle = (row: Row) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  const selectedRows = rows.filter((row) => selected.has(row.id));
  return {
    active,
    selected,
    selectedRows,
    clear,
    /** The list columns' selection option while bulk selection is on. */
    selection: active ? { selected, canSelect, onToggle: toggle } : undefined,
    buttonProps: { active, onClick: () => (active ? close() : setActive(true)) },
    /** `onDelete` absent: no Delete button; `extra.onExport` present: an Export button. */
    barProps: (onDelete?: () => void, extra: { onExport?: () => void; deleteDisabled?: boolean } = {}) => ({
      selectedCount: selectedRows.length,
      selectableCount: selectable.length,
      onSelectAll: () => setSelected(new Set(selectable.map((row) => row.id))),
      onDeselectAll: clear,
      onDelete,
      onExport: extra.onExport,
      deleteDisabled: extra.deleteDisabled,
      onClose: close,
    }),
  };
}

/** The "Bulk select" toggle of a list page's actions. */
export function BulkSelectButton({ active, onClick }: { active: boolean; onClick(): void }) {
  return (
    <Button variant={active ? 'contained' : 'outlined'} startIcon={<ChecklistIcon />} aria-pressed={active} onClick={onClick}>
      Bulk select
    </Button>
  );
}
