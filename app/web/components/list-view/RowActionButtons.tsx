import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ListViewRowAction } from './list-view-column';

/** A row's action buttons, each named for the row (e.g. "Delete examples") for screen readers and tests. */
export function RowActionButtons<Row>({ row, actions }: { row: Row; actions: readonly ListViewRowAction<Row>[] }) {
  return (
    <>
      {actions
        .filter((action) => !action.hidden?.(row))
        .map((action) => {
          const label = action.label(row);
          return (
            <Tooltip key={action.id} title={label}>
              <IconButton size="small" aria-label={label} onClick={() => action.onClick(row)}>
                {action.icon}
              </IconButton>
            </Tooltip>
          );
        })}
    </>
  );
}
