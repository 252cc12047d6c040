import AddIcon from '@mui/icons-material/Add';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { DangerToast } from '@core/errors/index.js';
import { getChartIds } from '@core/dashboard/index.js';
import { useKernel } from '../../../kernel/kernel-context';
import { selectCurrentUser } from '../../../store/bootstrap-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { addDangerToast } from '../../../store/toast-actions';
import { describeRequestError } from '../../../components/list-view';
import { useGetChartChoicesQuery } from '../dashboard-api';
import { useLayoutEditing } from '../dashboard-contexts';
import { NewComponentCard } from './NewComponentCard';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The edit panel's "Charts": saved charts (searched by name, description, type or dataset;
 * optionally only the user's own), each dragged onto the grid; charts already on the dashboard
 * are marked and cannot be added twice.
 */
export function ChartsPane() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { vizTypes } = useKernel();
  const { layout } = useLayoutEditing();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [mine, setMine] = useState(false);
  const choices = useGetChartChoicesQuery({ search: query, ownerId: mine && user ? user.userId : null });
  // A spinner while another search runs; none when the list is refreshed in the background.
  const charts = choices.isError ? [] : (choices.currentData?.result ?? null);
  const total = choices.currentData?.count ?? 0;
  const onDashboard = useMemo(() => new Set(getChartIds(layout)), [layout]);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (!choices.error) return undefined;
    let cancelled = false;
    void describeRequestError(choices.error).then((message) => !cancelled && dispatch(addDangerToast(`${DangerToast.FETCH_SAVED_CHARTS_FAILED}${message}`)));
    return () => {
      cancelled = true;
    };
  }, [choices.error, dispatch]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 2, pb: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<AddIcon />} href="/explore/" target="_blank" rel="noopener">
          Create new chart
        </Button>
        <TextField
          size="small"
          placeholder="Filter your charts"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search charts' },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
        <FormControlLabel control={<Checkbox size="small" checked={mine} onChange={(event) => setMine(event.target.checked)} />} label="Show only my charts" slotProps={{ typography: { variant: 'body2' } }} />
      </Box>
      <Box role="list" aria-label="Charts" sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1, px: 2, pb: 2 }}>
        {charts === null ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={24} aria-label="Loading charts" />
          </Box>
        ) : charts.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>
            No charts match.
          </Typography>
        ) : (
          charts.map((chart) => {
            const added = onDashboard.has(chart.id);
            const vizName = vizTypes.resolve(chart.viz_type)?.name ?? chart.viz_type;
            return (
              <NewComponentCard
                key={chart.id}
                item={{ kind: 'new', type: 'CHART', meta: { chartId: chart.id, sliceName: chart.slice_name }, chart }}
                icon={<InsertChartOutlinedIcon fontSize="small" />}
                label={chart.slice_name}
                detail={[vizName, chart.datasource_name_text, chart.changed_on_delta_humanized && `modified ${chart.changed_on_delta_humanized}`].filter(Boolean).join(' · ')}
                disabled={added}
                badge={added ? <Chip size="small" label="Added" /> : undefined}
              />
            );
          })
        )}
        {charts !== null && total > charts.length && (
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            Showing {charts.length} of {total} charts: search to find the others.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
