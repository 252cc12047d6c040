import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactElement } from 'react';
import type { ExploreColumn } from '../control-panel-context.js';
import { columnDisplayName, columnKindOf } from './column-kind.js';
import { ColumnTypeIcon } from './ColumnTypeIcon.js';

interface ColumnListProps {
  columns: readonly ExploreColumn[];
  /** The name of the column the control holds now, highlighted. */
  selected: string | null;
  onPick: (column: ExploreColumn) => void;
  emptyText: string;
}

/** A searchable list of dataset columns; a click picks one. */
export function ColumnList({ columns, selected, onPick, emptyText }: ColumnListProps): ReactElement {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const query = search.trim().toLowerCase();
    if (!query) return columns;
    return columns.filter((column) => `${column.column_name} ${column.verbose_name ?? ''}`.toLowerCase().includes(query));
  }, [columns, search]);
  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        autoFocus
        placeholder="Search columns"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': 'Search columns' } }}
      />
      <List dense role="listbox" aria-label="Columns" sx={{ maxHeight: 260, overflowY: 'auto', mt: 0.5 }}>
        {shown.map((column) => (
          <ListItemButton
            key={column.column_name}
            role="option"
            aria-selected={column.column_name === selected}
            selected={column.column_name === selected}
            onClick={() => onPick(column)}
            title={column.description ?? column.column_name}
            sx={{ gap: 0.75, py: 0.25, fontSize: 13 }}
          >
            <ColumnTypeIcon kind={columnKindOf(column)} />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {columnDisplayName(column)}
            </Box>
          </ListItemButton>
        ))}
      </List>
      {shown.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 1, py: 0.5 }}>
          {emptyText}
        </Typography>
      )}
    </Box>
  );
}
