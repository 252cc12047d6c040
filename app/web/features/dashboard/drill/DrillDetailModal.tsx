import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { QueryContext, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import { ResultsGrid } from '../../../chart/results/ResultsGrid';
import { drillFilterLabel } from './drill-filter-label';
import { DRILL_DETAIL_PAGE_SIZE } from './drill-query';
import { useDrillDetailPages } from './use-drill-detail-pages';

/** Props of {@link DrillDetailModal}. */
export interface DrillDetailModalProps {
  chartName: string;
  /** The chart's query context as the dashboard runs it (dashboard filters applied). */
  chartContext: QueryContext;
  /** The clicked mark's filters; none when opened from the chart's menu. */
  initialFilters: readonly QueryObjectFilterClause[];
  dashboardId: number;
  pollingDelayMs: number;
  onClose: () => void;
}

const GRID_HEIGHT = 440;
const numberFormat = new Intl.NumberFormat('en-US');

/** "1 row", "12,345 rows". */
const drillRowCountLabel = (count: number) => `${numberFormat.format(count)} row${count === 1 ? '' : 's'}`;

/**
 * Drill to detail (Superset's drill detail modal): the raw rows behind a chart, or behind one of
 * its marks, fifty to a page. The mark's filters show as chips; removing one queries again from
 * the first page. Shows the total row count, a spinner while the first page loads and the
 * normalised error when a request fails.
 */
export function DrillDetailModal({ chartName, chartContext, initialFilters, dashboardId, pollingDelayMs, onClose }: DrillDetailModalProps) {
  const titleId = useId();
  const [filters, setFilters] = useState(initialFilters);
  const [pageIndex, setPageIndex] = useState(0);
  const { page, loading, error } = useDrillDetailPages({ chartContext, filters, pageIndex, dashboardId, pollingDelayMs });

  const removeFilter = (index: number) => {
    setFilters((current) => current.filter((_, position) => position !== index));
    setPageIndex(0);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId} data-testid="drill-detail-modal">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {`Drill to detail: ${chartName}`}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 32 }}>
          <Box role="list" aria-label="Drill filters" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: 1, minWidth: 0 }}>
            {filters.map((filter, index) => {
              const label = drillFilterLabel(filter);
              return (
                <Chip
                  key={`${index}:${label}`}
                  role="listitem"
                  size="small"
                  label={label}
                  onDelete={() => removeFilter(index)}
                />
              );
            })}
          </Box>
          {page && !error ? (
            <Typography variant="body2" data-testid="drill-detail-row-count" aria-live="polite" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
              {drillRowCountLabel(page.totalCount)}
            </Typography>
          ) : null}
        </Box>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : page ? (
          <Box sx={{ position: 'relative' }} aria-busy={loading}>
            {loading ? <LinearProgress aria-label="Loading rows" sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2 }} /> : null}
            <ResultsGrid colnames={page.colnames} coltypes={page.coltypes} data={page.data} height={GRID_HEIGHT} label={`Rows of ${chartName}`} toolbar={false} emptyText="No rows match these filters." />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', height: GRID_HEIGHT }}>
            <CircularProgress size={24} aria-label="Loading rows" />
          </Box>
        )}
        <TablePagination
          component="div"
          count={page && !error ? page.totalCount : 0}
          page={page && !error ? pageIndex : 0}
          rowsPerPage={DRILL_DETAIL_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPageIndex(next)}
          disabled={loading}
        />
      </DialogContent>
    </Dialog>
  );
}
