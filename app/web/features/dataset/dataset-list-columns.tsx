import VerifiedIcon from '@mui/icons-material/Verified';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import type { ListViewColumn } from '../../components/list-view';
import { readExtra } from './certification-extra';
import { isVirtualDataset } from './dataset-draft';
import type { DatasetListItem } from './dataset-types';
import { datasetExploreUrl } from './explore-url';
import { OwnersCell } from './OwnersCell';

function DatasetNameCell({ dataset }: { dataset: DatasetListItem }) {
  const { certifiedBy, certificationDetails, warning } = readExtra(dataset.extra);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {certifiedBy ? (
        <Tooltip title={`Certified by ${certifiedBy}${certificationDetails ? `: ${certificationDetails}` : ''}`}>
          <VerifiedIcon fontSize="small" sx={{ color: 'primary.main' }} aria-label={`Certified by ${certifiedBy}`} />
        </Tooltip>
      ) : null}
      <Link component={RouterLink} to={datasetExploreUrl(dataset.id)} sx={{ fontWeight: 600 }} underline="hover">
        {dataset.table_name}
      </Link>
      {warning ? (
        <Tooltip title={warning}>
          <WarningAmberIcon fontSize="small" sx={{ color: 'warning.main' }} aria-label={`Warning: ${warning}`} />
        </Tooltip>
      ) : null}
    </Box>
  );
}

/** The dataset list's columns. */
export const DATASET_LIST_COLUMNS: ListViewColumn<DatasetListItem>[] = [
  { id: 'table_name', header: 'Name', sortKey: 'table_name', cell: (row) => <DatasetNameCell dataset={row} /> },
  {
    id: 'kind',
    header: 'Type',
    cell: (row) => {
      const virtual = isVirtualDataset({ kind: row.kind, sql: row.sql ?? null });
      return (
        <Chip size="small" variant="outlined" color={virtual ? 'secondary' : 'default'} label={virtual ? 'Virtual' : 'Physical'} />
      );
    },
  },
  { id: 'database', header: 'Database', sortKey: 'database.database_name', cell: (row) => row.database.database_name },
  { id: 'schema', header: 'Schema', sortKey: 'schema', cell: (row) => row.schema || '—' },
  { id: 'owners', header: 'Owners', cell: (row) => <OwnersCell owners={row.owners ?? []} /> },
  {
    id: 'changed_on',
    header: 'Last modified',
    sortKey: 'changed_on_delta_humanized',
    cell: (row) => <span title={row.changed_on_utc ?? undefined}>{row.changed_on_delta_humanized ?? '—'}</span>,
  },
];
