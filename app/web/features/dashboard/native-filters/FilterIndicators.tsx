import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { type AppliedFilterIndicator, type FilterIndicators as ChartIndicators, getFilterIndicators } from '@core/dashboard/index.js';
import { WarningToast } from '@core/errors/index.js';
import { useNativeFiltersContext } from './native-filters-context';

function IndicatorRows({ indicators }: { indicators: readonly AppliedFilterIndicator[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {indicators.map((indicator) => (
        <Box component="li" key={`${indicator.kind}:${indicator.id}`} data-indicator-id={indicator.id} sx={{ typography: 'body2' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {indicator.name}
          </Box>
          {indicator.kind === 'cross' && indicator.column ? ` (${indicator.column})` : ''}: {indicator.value}
        </Box>
      ))}
    </Box>
  );
}

/** The list shown on hover or click: the filters applied to the chart, then those out of its scope. */
export function FilterIndicatorList({ indicators }: { indicators: ChartIndicators }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 320 }}>
      <Box>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          Applied filters ({indicators.applied.length})
        </Typography>
        {indicators.applied.length > 0 ? (
          <IndicatorRows indicators={indicators.applied} />
        ) : (
          <Typography variant="body2" sx={{ opacity: 0.8 }}>
            No filters are applied to this chart.
          </Typography>
        )}
      </Box>
      {indicators.outOfScope.length > 0 && (
        <Box>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            Out of scope ({indicators.outOfScope.length})
          </Typography>
          <Typography variant="caption" component="p" sx={{ opacity: 0.8, mb: 0.5 }}>
            {WarningToast.CHART_MOVED_SCOPE}
          </Typography>
          <IndicatorRows indicators={indicators.outOfScope} />
        </Box>
      )}
    </Box>
  );
}

/**
 * A chart's filter indicator, in its header: a filter icon with the number of filters applied to
 * the chart; hovering or clicking lists them (name: value) and the filters with a value whose
 * scope leaves the chart out. Nothing shows while no filter has a value.
 */
export function FilterIndicators({ chartId }: { chartId: number }) {
  const ui = useNativeFiltersContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inputs = ui?.model.filterInputs;
  const chartNames = ui?.chartNames;
  const indicators = useMemo(() => (inputs ? getFilterIndicators({ ...inputs, chartId, chartNames: chartNames as Record<number, string> }) : null), [inputs, chartNames, chartId]);
  if (!indicators || indicators.applied.length + indicators.outOfScope.length === 0) return null;
  const count = indicators.applied.length;
  const label = `${count} filter${count === 1 ? '' : 's'} applied`;
  return (
    <>
      <Tooltip title={anchor ? '' : <FilterIndicatorList indicators={indicators} />}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          data-testid={`filter-indicator-${chartId}`}
          data-applied-count={count}
          data-out-of-scope-count={indicators.outOfScope.length}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-no-export
        >
          <Badge badgeContent={count} color="primary" max={99} sx={{ '& .MuiBadge-badge': { fontSize: 10, height: 16, minWidth: 16 } }}>
            <FilterAltOutlinedIcon fontSize="small" color={count > 0 ? 'primary' : 'disabled'} />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2 }, role: 'dialog', 'aria-label': 'Filters of this chart' } as object }}
      >
        <FilterIndicatorList indicators={indicators} />
      </Popover>
    </>
  );
}
