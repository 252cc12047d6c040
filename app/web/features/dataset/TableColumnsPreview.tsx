import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useRequestErrorMessage } from '../../components/list-view';
import { useGetTableMetadataQuery } from '../database/database-metadata-api';
import type { DatasetSource } from './DatasetSourcePicker';
import { datasetExploreUrl } from './explore-url';

interface TableColumnsPreviewProps {
  source: DatasetSource;
  /** The dataset this table already has, if any. */
  existingDatasetId: number | undefined;
}

/** The chosen table's columns (name and type), or what to do before a table is chosen. */
export function TableColumnsPreview({ source, existingDatasetId }: TableColumnsPreviewProps) {
  const { database, schema, table } = source;
  const metadata = useGetTableMetadataQuery(
    database && schema !== null && table ? { databaseId: database.id, schema, table } : skipToken,
  );
  const error = useRequestErrorMessage(metadata.error);

  if (!database || schema === null || !table) {
    return (
      <EmptyState
        icon={<TableChartOutlinedIcon />}
        title="Select a dataset source"
        description="Choose a database, a schema and a table on the left to see its columns here. You can also create a virtual dataset from a SQL query in SQL Lab."
      />
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minHeight: 0 }}>
      <Box>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {database.database_name} · {schema}
        </Typography>
        <Typography variant="h4" component="h2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {table}
        </Typography>
      </Box>
      {existingDatasetId !== undefined ? (
        <Alert severity="info" role="note">
          This table already has a dataset.{' '}
          <Link component={RouterLink} to={datasetExploreUrl(existingDatasetId)}>
            View dataset
          </Link>
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : (
        <Box sx={{ overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={`Columns of ${table}`} aria-busy={metadata.isFetching || undefined}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Column name</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Data type</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {metadata.isFetching || !metadata.data
                ? [0, 1, 2, 3, 4, 5].map((row) => (
                    <TableRow key={row} aria-hidden>
                      <TableCell>
                        <Skeleton variant="text" width="50%" />
                      </TableCell>
                      <TableCell>
                        <Skeleton variant="text" width="30%" />
                      </TableCell>
                    </TableRow>
                  ))
                : metadata.data.columns.map((column) => (
                    <TableRow key={column.name}>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{column.name}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>{column.type ?? '—'}</TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
