import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeRequestError } from '../../components/list-view';
import { Page } from '../../components/Page';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast } from '../../store/toast-actions';
import { useCreateDatasetMutation, useGetDatasetListQuery } from './dataset-api';
import { isVirtualDataset } from './dataset-draft';
import { DatasetSourcePicker, type DatasetSource } from './DatasetSourcePicker';
import { datasetExploreUrl } from './explore-url';
import { TableColumnsPreview } from './TableColumnsPreview';

/** `/dataset/add/`: a new dataset from a table: database → schema → table, then on to Explore. */
export function AddDatasetPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [source, setSource] = useState<DatasetSource>({ database: null, schema: null, table: null });
  const [createDataset, createState] = useCreateDatasetMutation();

  // The schema's existing datasets, to mark tables that already have one.
  const existing = useGetDatasetListQuery(
    source.database && source.schema !== null
      ? {
          filters: [
            { col: 'database', opr: 'rel_o_m', value: source.database.id },
            { col: 'schema', opr: 'eq', value: source.schema },
          ],
          page: 0,
          page_size: 100,
        }
      : skipToken,
  );
  const datasetByTable = useMemo(
    () =>
      new Map(
        (existing.data?.result ?? [])
          .filter((dataset) => !isVirtualDataset({ kind: dataset.kind, sql: dataset.sql ?? null }))
          .map((dataset) => [dataset.table_name, dataset.id] as const),
      ),
    [existing.data],
  );
  const withDataset = useMemo(() => new Set(datasetByTable.keys()), [datasetByTable]);

  const create = async () => {
    if (!source.database || !source.table) return;
    try {
      const { id } = await createDataset({
        database: source.database.id,
        schema: source.schema,
        table_name: source.table,
      }).unwrap();
      navigate(datasetExploreUrl(id));
    } catch (error) {
      dispatch(addDangerToast(await describeRequestError(error)));
    }
  };

  return (
    <Page title="New dataset" subtitle="Make a dataset from a table or view of a connected database, then explore it.">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '340px 1fr' },
          gap: 2,
          height: { md: 'calc(100vh - 260px)' },
          minHeight: { md: 480 },
        }}
      >
        <Paper variant="outlined" component="section" aria-label="Dataset source" sx={{ p: 2, borderRadius: 2, display: 'flex', minHeight: 0 }}>
          <DatasetSourcePicker value={source} onChange={setSource} withDataset={withDataset} />
        </Paper>
        <Paper variant="outlined" component="section" aria-label="Table preview" sx={{ p: 2, borderRadius: 2, overflow: 'auto' }}>
          <TableColumnsPreview source={source} existingDatasetId={source.table ? datasetByTable.get(source.table) : undefined} />
        </Paper>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={() => navigate(ROUTE_PATHS.datasetList)}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!source.table || createState.isLoading}
          onClick={() => void create()}
          startIcon={createState.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Create dataset and create chart
        </Button>
      </Box>
    </Page>
  );
}
