import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { DRILL_BY_SEARCH_THRESHOLD, drillByChoices, type DrillByColumn } from './drill-by-columns';
import { useGetDrillByDatasourceQuery } from './drill-by-api';

/** Props of {@link DrillByColumnItems}. */
export interface DrillByColumnItemsProps {
  /** The chart's datasource, e.g. `3__table`. */
  datasourceKey: string;
  /** Columns the chart (or the drill path) already groups by. */
  excluded: ReadonlySet<string>;
  onSelect: (column: DrillByColumn) => void;
}

/** A row of the menu that is not an item: the list's keyboard moves skip it. */
function Row({ children }: { children: ReactNode }) {
  return (
    <Box component="li" role="none" sx={{ listStyle: 'none' }}>
      {children}
    </Box>
  );
}

const note = (text: string) => (
  <Row>
    <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, py: 1 }}>
      {text}
    </Typography>
  </Row>
);

/**
 * The items of a "Drill by" submenu: the dataset's groupable columns the chart does not group by
 * yet, with a search box above them when there are many, in a list that scrolls when long.
 */
export function DrillByColumnItems({ datasourceKey, excluded, onSelect }: DrillByColumnItemsProps) {
  const datasource = useGetDrillByDatasourceQuery(datasourceKey);
  const [search, setSearch] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const offered = useMemo(() => drillByChoices(datasource.data?.columns ?? [], excluded), [datasource.data, excluded]);
  const shown = useMemo(() => drillByChoices(offered, new Set(), search), [offered, search]);

  if (datasource.isLoading) {
    return (
      <Row>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 1.5, minWidth: 200 }}>
          <CircularProgress size={20} aria-label="Loading columns" />
        </Box>
      </Row>
    );
  }
  if (datasource.isError) return note('The columns could not be loaded.');
  return (
    <>
      {offered.length > DRILL_BY_SEARCH_THRESHOLD && (
        <Row>
          <Box sx={{ px: 1.5, pt: 0.5, pb: 1, width: 260 }}>
            <TextField
              size="small"
              fullWidth
              placeholder="Search columns"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              // The menu's type-ahead would take the letters typed here; ↓ goes on to the columns.
              onKeyDown={(event) => {
                if (event.key === 'Escape' || event.key === 'Tab') return;
                event.stopPropagation();
                if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
                }
              }}
              slotProps={{
                htmlInput: { 'aria-label': 'Search columns' },
                input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
              }}
            />
          </Box>
        </Row>
      )}
      {shown.length === 0 ? (
        note(offered.length === 0 ? 'No other columns to drill by.' : 'No columns found.')
      ) : (
        <Row>
          <Box component="ul" ref={list} role="group" aria-label="Columns" sx={{ m: 0, p: 0, maxHeight: 320, overflowY: 'auto', minWidth: 200 }}>
            {shown.map((column) => (
              <MenuItem key={column.name} data-column={column.name} onClick={() => onSelect(column)}>
                {column.label}
              </MenuItem>
            ))}
          </Box>
        </Row>
      )}
    </>
  );
}
