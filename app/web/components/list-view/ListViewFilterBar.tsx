import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ListFilterValue, ListViewFilter } from './list-view-filter';
import { ListViewSearchField } from './ListViewSearchField';
import { ListViewSelectField } from './ListViewSelectField';

interface ListViewFilterBarProps {
  filters: readonly ListViewFilter[];
  values: Readonly<Record<string, ListFilterValue | undefined>>;
  onChange: (id: string, value: ListFilterValue | undefined) => void;
  /** Offered when a filter holds a value. */
  onClear: (() => void) | undefined;
}

/** The filter controls above a list view's table. */
export function ListViewFilterBar({ filters, values, onChange, onClear }: ListViewFilterBarProps) {
  return (
    <Box
      role="search"
      aria-label="Filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, p: 2, pb: 1.5 }}
    >
      {filters.map((filter) =>
        filter.kind === 'search' ? (
          <ListViewSearchField
            key={filter.id}
            filter={filter}
            value={typeof values[filter.id] === 'string' ? (values[filter.id] as string) : ''}
            onCommit={(text) => onChange(filter.id, text === '' ? undefined : text)}
          />
        ) : (
          <ListViewSelectField
            key={filter.id}
            filter={filter}
            value={values[filter.id]}
            onChange={(value) => onChange(filter.id, value)}
          />
        ),
      )}
      {onClear ? (
        <Button onClick={onClear} sx={{ alignSelf: 'center' }}>
          Clear filters
        </Button>
      ) : null}
    </Box>
  );
}
