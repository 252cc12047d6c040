import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../components/Page';
import { useKernel } from '../../kernel/kernel-context';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { useGetChartDatasetChoicesQuery } from './chart-api';
import { newChartUrl } from './new-chart-url';

type DatasetChoice = { id: number; table_name: string; schema: string | null };
interface VizChoice {
  key: string;
  name: string;
  description: string;
  category: string;
}

const datasetLabel = (dataset: DatasetChoice) => (dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name);

/** `/chart/add/`: "+ Chart" picks a dataset and a visualization type, then opens explore on them. */
export function ChartAddPage() {
  const navigate = useNavigate();
  const { vizTypes } = useKernel();
  const datasets = useGetChartDatasetChoicesQuery();
  const [dataset, setDataset] = useState<DatasetChoice | null>(null);
  const [viz, setViz] = useState<VizChoice | null>(null);
  // Grouped by gallery category, as the picker lists them.
  const vizChoices = useMemo<VizChoice[]>(
    () =>
      vizTypes
        .list()
        .map(({ key, name, description, category }) => ({ key, name, description, category }))
        .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name)),
    [vizTypes],
  );

  return (
    <Page title="Create a new chart" subtitle="Choose the dataset the chart reads and how it is drawn; explore opens on them.">
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            1. Choose a dataset
          </Typography>
          <Autocomplete
            options={datasets.data ?? []}
            value={dataset}
            loading={datasets.isLoading}
            getOptionLabel={datasetLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, next) => setDataset(next)}
            renderInput={(params) => (
              <TextField {...params} label="Dataset" size="small" error={datasets.isError} helperText={datasets.isError ? 'The datasets could not be loaded.' : undefined} />
            )}
          />
          <Button size="small" sx={{ mt: 1 }} onClick={() => void navigate(ROUTE_PATHS.datasetAdd)}>
            Add a dataset
          </Button>
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            2. Choose a visualization type
          </Typography>
          <Autocomplete
            options={vizChoices}
            value={viz}
            groupBy={(choice) => choice.category}
            getOptionLabel={(choice) => choice.name}
            isOptionEqualToValue={(a, b) => a.key === b.key}
            onChange={(_event, next) => setViz(next)}
            renderInput={(params) => <TextField {...params} label="Visualization type" size="small" />}
          />
          {viz ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {viz.description}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button onClick={() => void navigate(ROUTE_PATHS.chartList)}>Cancel</Button>
          <Button variant="contained" disabled={!dataset || !viz} onClick={() => dataset && viz && void navigate(newChartUrl(dataset.id, viz.key))}>
            Create new chart
          </Button>
        </Box>
      </Paper>
    </Page>
  );
}
