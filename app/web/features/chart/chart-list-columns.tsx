import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';

import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { lastModifiedColumn, selectionColumn, type ListSelection, type ListViewColumn } from '../../components/list-view';
import { OwnersCell } from '../dataset/OwnersCell';
import type { ChartListItem } from './chart-types';
import { FavoriteStar } from './FavoriteStar';
import { vizTypeLabel, type VizTypeNames } from './viz-type-label';

/** A chart's name as the list shows and speaks it. */
export const chartName = (chart: Pick<ChartListItem, 'id' | 'slice_name'>): string => chart.slice_name || `Chart ${chart.id}`;

function ChartNameCell({ chart }: { chart: ChartListItem }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      {chart.certified_by ? (
        <Tooltip title={`Certified by ${chart.certified_by}${chart.certification_details ? `: ${chart.certification_details}` : ''}`}>
          <VerifiedIcon fontSize="small" sx={{ color: 'primary.main' }} aria-label={`Certified by ${chart.certified_by}`} />
        </Tooltip>
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={chart.url} sx={{ fontWeight: 600 }} underline="hover">
          {chartName(chart)}
        </Link>
        {chart.description ? (
          <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary', maxWidth: 420 }} title={chart.description}>
            {chart.description}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

function DatasetCell({ chart }: { chart: ChartListItem }) {
  if (!chart.datasource_name_text || !chart.datasource_url) {
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        Missing dataset
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={chart.datasource_url} underline="hover" color="inherit">
      {chart.datasource_name_text}
    </Link>
  );
}

/** What the star and selection columns need from the page. */
export interface ChartListColumnOptions {
  starred: Readonly<Record<number, boolean>> | undefined;
  onToggleStar: (chart: ChartListItem) => void;
  /** Present while bulk selection is on. */
  selection?: ListSelection<ChartListItem>;
  /** Names the type column's keys (legacy keys as the type they open as). */
  vizTypes?: VizTypeNames;
}

/** The chart list's columns: (selection), star, name, type, dataset, owners, last modified. */
export function chartListColumns({ starred, onToggleStar, selection, vizTypes }: ChartListColumnOptions): ListViewColumn<ChartListItem>[] {
  const columns: ListViewColumn<ChartListItem>[] = [];
  if (selection) columns.push(selectionColumn(selection, chartName, "Only the chart's owners can delete it"));
  columns.push(
    {
      id: 'favorite',
      header: 'Favorite',
      width: 48,
      align: 'center',
      cell: (chart) => <FavoriteStar name={chartName(chart)} starred={starred ? (starred[chart.id] ?? false) : undefined} onToggle={() => onToggleStar(chart)} />,
    },
    { id: 'slice_name', header: 'Name', sortKey: 'slice_name', cell: (chart) => <ChartNameCell chart={chart} /> },
    {
      id: 'viz_type',
      header: 'Type',
      sortKey: 'viz_type',
      cell: (chart) => <Chip size="small" variant="outlined" label={vizTypeLabel(chart.viz_type, vizTypes)} title={chart.viz_type ?? undefined} />,
    },
    { id: 'dataset', header: 'Dataset', sortKey: 'datasource_name', cell: (chart) => <DatasetCell chart={chart} /> },
    { id: 'owners', header: 'Owners', cell: (chart) => <OwnersCell owners={chart.owners ?? []} /> },
    lastModifiedColumn((chart) => chart.changed_on_utc),
  );
  return columns;
}
