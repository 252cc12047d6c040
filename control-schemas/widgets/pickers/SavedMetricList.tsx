import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactElement } from 'react';
import type { ExploreMetric } from '../control-panel-context.js';
import { ColumnTypeIcon } from './ColumnTypeIcon.js';

interface SavedMetricListProps {
  metrics: readonly ExploreMetric[];
  selected: string | null;
  onSelect: (metricName: string) => void;
}

/** The dataset's saved metrics, searchable by name, verbose name and expression. */
export function SavedMetricList({ metrics, selected, onSelect }: SavedMetricListProps): ReactElement {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const query = search.trim().toLowerCase();
    if (!query) return metrics;
    return metrics.filter((metric) => `${metric.metric_name} ${metric.verbose_name ?? ''} ${metric.expression}`.toLowerCase().includes(query));
  }, [metrics, search]);
  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        placeholder="Search saved metrics"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': 'Search saved metrics' } }}
      />
      <List dense role="listbox" aria-label="Saved metrics" sx={{ maxHeight: 220, overflowY: 'auto', mt: 0.5 }}>
        {shown.map((metric) => (
          <ListItemButton
            key={metric.metric_name}
            role="option"
            aria-selected={metric.metric_name === selected}
            selected={metric.metric_name === selected}
            onClick={() => onSelect(metric.metric_name)}
            title={metric.description ?? metric.expression}
            sx={{ gap: 0.75, py: 0.25, fontSize: 13 }}
          >
            <ColumnTypeIcon kind="metric" />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {metric.verbose_name?.trim() || metric.metric_name}
            </Box>
          </ListItemButton>
        ))}
      </List>
      {shown.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 1, py: 0.5 }}>
          {metrics.length === 0 ? 'This dataset has no saved metrics' : 'No saved metric matches'}
        </Typography>
      )}
    </Box>
  );
}
