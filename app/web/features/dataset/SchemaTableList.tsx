import RefreshIcon from '@mui/icons-material/Refresh';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { SearchField } from '../../components/SearchField';
import type { SchemaTable } from '../database/database-metadata-api';

interface SchemaTableListProps {
  tables: readonly SchemaTable[] | undefined;
  loading: boolean;
  error: string | null;
  selected: string | null;
  onSelect: (table: string) => void;
  onRefresh: () => void;
  /** Tables that already have a (physical) dataset. */
  withDataset: ReadonlySet<string>;
}

/** Moves focus between options with the arrow keys, Home and End (a listbox's keyboard model). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')];
  const index = options.indexOf(document.activeElement as HTMLElement);
  const target =
    event.key === 'ArrowDown'
      ? options[Math.min(options.length - 1, index + 1)]
      : event.key === 'ArrowUp'
        ? options[Math.max(0, index - 1)]
        : event.key === 'Home'
          ? options[0]
          : event.key === 'End'
            ? options.at(-1)
            : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** The tables and views of a schema, searchable, one of them selected. */
export function SchemaTableList({ tables, loading, error, selected, onSelect, onRefresh, withDataset }: SchemaTableListProps) {
  const [search, setSearch] = useState('');
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (tables ?? []).filter((table) => table.value.toLowerCase().includes(needle));
  }, [tables, search]);
  const focusable = visible.some((table) => table.value === selected) ? selected : visible[0]?.value;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0, flex: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <SearchField label="Search tables" value={search} onChange={(event) => setSearch(event.target.value)} fullWidth />
        <Tooltip title="Refresh tables">
          <span>
            <IconButton aria-label="Refresh tables" onClick={onRefresh} disabled={loading}>
              <RefreshIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : loading && !tables ? (
        <Box aria-label="Loading tables" aria-busy>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} variant="text" height={32} />
          ))}
        </Box>
      ) : (
        <>
          <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-live="polite">
            {visible.length === (tables?.length ?? 0)
              ? `${visible.length} table${visible.length === 1 ? '' : 's'}`
              : `${visible.length} of ${tables?.length ?? 0} tables`}
          </Typography>
          <List
            dense
            role="listbox"
            aria-label="Tables"
            onKeyDown={moveFocus}
            sx={{ overflowY: 'auto', flex: 1, minHeight: 120, py: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {visible.map((table) => {
              const isSelected = table.value === selected;
              return (
                <ListItemButton
                  key={table.value}
                  role="option"
                  aria-selected={isSelected}
                  selected={isSelected}
                  tabIndex={table.value === focusable ? 0 : -1}
                  onClick={() => onSelect(table.value)}
                >
                  <ListItemIcon sx={{ minWidth: 30 }} aria-hidden>
                    {table.type === 'view' ? <VisibilityOutlinedIcon fontSize="small" /> : <TableChartOutlinedIcon fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText
                    primary={table.value}
                    slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' } } }}
                  />
                  {table.type === 'view' ? <Chip size="small" variant="outlined" label="View" sx={{ ml: 1 }} /> : null}
                  {withDataset.has(table.value) ? <Chip size="small" label="Dataset exists" sx={{ ml: 1 }} /> : null}
                </ListItemButton>
              );
            })}
            {visible.length === 0 ? (
              <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
                {tables?.length ? 'No table matches your search.' : 'This schema has no tables.'}
              </Typography>
            ) : null}
          </List>
        </>
      )}
    </Box>
  );
}
