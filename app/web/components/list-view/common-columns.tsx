import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ListViewColumn } from './list-view-column';

/** A list's bulk selection as its columns see it (see `useBulkSelection`). */
export interface ListSelection<Row> {
  selected: ReadonlySet<number>;
  canSelect: (row: Row) => boolean;
  onToggle: (row: Row) => void;
}

/**
 * The checkbox column of bulk selection. A row that cannot be selected shows its checkbox
 * disabled, with `disabledHint` in a tooltip saying why.
 */
export function selectionColumn<Row extends { id: number }>(selection: ListSelection<Row>, nameOf: (row: Row) => string, disabledHint = ''): ListViewColumn<Row> {
  return {
    id: 'select',
    header: 'Select',
    width: 48,
    cell: (row) => {
      const selectable = selection.canSelect(row);
      const checkbox = (
        <Checkbox
          size="small"
          checked={selection.selected.has(row.id)}
          disabled={!selectable}
          onChange={() => selection.onToggle(row)}
          slotProps={{ input: { 'aria-label': `Select ${nameOf(row)}` } }}
        />
      );
      // A disabled control fires no events, so the tooltip explaining it hangs on a wrapper.
      return selectable || !disabledHint ? (
        checkbox
      ) : (
        <Tooltip title={disabledHint}>
          <Box component="span" sx={{ display: 'inline-flex' }}>
            {checkbox}
          </Box>
        </Tooltip>
      );
    },
  };
}

/** What the "Last modified" column reads from a row. */
export interface ModifiedFields {
  changed_on_delta_humanized?: string | null;
  changed_by_name?: string | null;
}

/** "Last modified": how long ago (exact time on hover) and, when known, by whom. */
export function lastModifiedColumn<Row extends ModifiedFields>(exactTime: (row: Row) => string | null | undefined): ListViewColumn<Row> {
  return {
    id: 'changed_on',
    header: 'Last modified',
    sortKey: 'changed_on_delta_humanized',
    cell: (row) => (
      <Box title={exactTime(row) ?? undefined}>
        {row.changed_on_delta_humanized ?? '—'}
        {row.changed_by_name ? (
          <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
            by {row.changed_by_name}
          </Typography>
        ) : null}
      </Box>
    ),
  };
}
