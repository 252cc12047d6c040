import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ActiveCrossFilter } from './active-cross-filters';

/** Props of {@link CrossFilterList}. */
export interface CrossFilterListProps {
  crossFilters: readonly ActiveCrossFilter[];
  onRemove: (chartId: number) => void;
  orientation: 'vertical' | 'horizontal';
}

const describe = (crossFilter: ActiveCrossFilter) => (crossFilter.column ? `${crossFilter.column}: ${crossFilter.value}` : crossFilter.value);

/**
 * The cross-filters in effect: each with the chart that emitted it, the column and the value, and
 * a button removing it. Cards under a "Cross-filters" heading in the vertical bar; chips in the
 * horizontal one.
 */
export function CrossFilterList({ crossFilters, onRemove, orientation }: CrossFilterListProps) {
  if (crossFilters.length === 0) return null;
  if (orientation === 'horizontal') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 'none' }} aria-label="Cross-filters" role="list">
        {crossFilters.map((crossFilter) => (
          <Tooltip key={crossFilter.chartId} title={`${crossFilter.chartName} — ${describe(crossFilter)}`}>
            <Chip
              role="listitem"
              data-testid={`cross-filter-${crossFilter.chartId}`}
              size="small"
              color="primary"
              variant="outlined"
              label={`${crossFilter.chartName}: ${describe(crossFilter)}`}
              onDelete={() => onRemove(crossFilter.chartId)}
              deleteIcon={<CloseIcon aria-label={`Remove cross-filter of ${crossFilter.chartName}`} />}
              sx={{ maxWidth: 260 }}
            />
          </Tooltip>
        ))}
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby="cross-filters-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="cross-filters-heading" component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Cross-filters
      </Typography>
      <Box role="list" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {crossFilters.map((crossFilter) => (
          <Box
            role="listitem"
            key={crossFilter.chartId}
            data-testid={`cross-filter-${crossFilter.chartId}`}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={crossFilter.chartName}>
                {crossFilter.chartName}
              </Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                {crossFilter.column ? (
                  <>
                    {crossFilter.column}: <Box component="strong" sx={{ color: 'text.primary' }}>{crossFilter.value}</Box>
                  </>
                ) : (
                  <Box component="strong" sx={{ color: 'text.primary' }}>{crossFilter.value}</Box>
                )}
              </Typography>
            </Box>
            <Tooltip title="Remove cross-filter">
              <IconButton size="small" aria-label={`Remove cross-filter of ${crossFilter.chartName}`} onClick={() => onRemove(crossFilter.chartId)} sx={{ mt: -0.5, mr: -0.5 }}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
