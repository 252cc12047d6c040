import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import {
  GLOBAL_CROSS_FILTER_SCOPE,
  defaultFilterScope,
  getChartIds,
  type ChartConfiguration,
  type GlobalChartConfiguration,
  type LayoutMap,
  type NativeFilterScope,
} from '@core/dashboard/index.js';
import { DangerToast } from '@core/errors/index.js';
import { DialogFormActions } from '../../../../components/DialogFormActions';
import type { DashboardChart } from '../../dashboard-types';
import { dashboardChartName } from '../active-cross-filters';
import { crossFilterScopingValue, type CrossFilterScopingValue } from './cross-filter-scoping-value';
import { ScopeField } from './ScopeField';

export type { CrossFilterScopingValue };

/** Props of {@link CrossFilterScopingDialog}. */
export interface CrossFilterScopingDialogProps {
  open: boolean;
  layout: LayoutMap;
  charts: ReadonlyMap<number, DashboardChart>;
  /** `json_metadata.chart_configuration` as saved. */
  chartConfiguration: ChartConfiguration | null | undefined;
  /** `json_metadata.global_chart_configuration` as saved. */
  globalChartConfiguration: GlobalChartConfiguration | null | undefined;
  /** Saves the scoping; resolving closes the dialog, rejecting shows 'Failed to save cross-filter scoping' in it. */
  onSave: (next: CrossFilterScopingValue) => Promise<void>;
  onClose: () => void;
}

/** The charts with their own scope, read from a saved `chart_configuration`. */
function customScopesOf(configuration: ChartConfiguration | null | undefined): Map<number, NativeFilterScope> {
  const scopes = new Map<number, NativeFilterScope>();
  for (const [key, entry] of Object.entries(configuration ?? {})) {
    const scope = entry?.crossFilters?.scope;
    if (scope && scope !== GLOBAL_CROSS_FILTER_SCOPE) scopes.set(Number(entry.id ?? key), scope);
  }
  return scopes;
}

/**
 * "Cross-filter scoping": which charts a chart's cross-filters apply to, for every chart (the
 * global scope) and for charts given a custom scope of their own.
 */
export function CrossFilterScopingDialog(props: CrossFilterScopingDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby={titleId} data-testid="cross-filter-scoping-dialog">
      <DialogTitle id={titleId}>Cross-filter scoping</DialogTitle>
      {props.open && <CrossFilterScopingEditor {...props} />}
    </Dialog>
  );
}

function CrossFilterScopingEditor({ layout, charts, chartConfiguration, globalChartConfiguration, onSave, onClose }: CrossFilterScopingDialogProps) {
  const [globalScope, setGlobalScope] = useState<NativeFilterScope>(() => globalChartConfiguration?.scope ?? defaultFilterScope());
  const [customScopes, setCustomScopes] = useState(() => customScopesOf(chartConfiguration));
  const [selected, setSelected] = useState<number | 'global'>('global');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const chartIds = useMemo(() => getChartIds(layout), [layout]);
  const chartName = (chartId: number) => dashboardChartName(chartId, layout, charts);
  const withoutCustomScope = chartIds.filter((chartId) => !customScopes.has(chartId));
  const customChartIds = chartIds.filter((chartId) => customScopes.has(chartId));

  const setCustomScope = (chartId: number, scope: NativeFilterScope | null) =>
    setCustomScopes((current) => {
      const next = new Map(current);
      if (scope) next.set(chartId, scope);
      else next.delete(chartId);
      return next;
    });

  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await onSave(crossFilterScopingValue(layout, globalScope, customScopes));
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const selectedScope = selected === 'global' ? undefined : customScopes.get(selected);
  return (
    <>
      <DialogContent dividers sx={{ p: 0, display: 'grid', gridTemplateColumns: '260px 1fr', minHeight: 420 }}>
        <Box sx={{ borderRight: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column' }}>
          <List dense aria-label="Cross-filter scopes" sx={{ flex: 1, overflow: 'auto' }}>
            <ListItemButton selected={selected === 'global'} onClick={() => setSelected('global')}>
              <ListItemText primary="All charts" secondary="Global scoping" />
            </ListItemButton>
            <ListSubheader disableSticky>Custom scoping</ListSubheader>
            {customChartIds.map((chartId) => (
              <ListItem
                key={chartId}
                disablePadding
                secondaryAction={
                  <IconButton
                    size="small"
                    aria-label={`Remove custom scoping of ${chartName(chartId)}`}
                    onClick={() => {
                      setCustomScope(chartId, null);
                      if (selected === chartId) setSelected('global');
                    }}
                  >
                    <DeleteOutlinedIcon fontSize="inherit" />
                  </IconButton>
                }
              >
                <ListItemButton selected={selected === chartId} onClick={() => setSelected(chartId)} sx={{ pr: 6 }}>
                  <ListItemText primary={chartName(chartId)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <TextField
              select
              size="small"
              fullWidth
              label="Add custom scoping"
              value=""
              disabled={withoutCustomScope.length === 0}
              onChange={(event) => {
                const chartId = Number(event.target.value);
                setCustomScope(chartId, globalScope);
                setSelected(chartId);
              }}
            >
              {withoutCustomScope.map((chartId) => (
                <MenuItem key={chartId} value={String(chartId)}>
                  {chartName(chartId)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </Box>
        <Box sx={{ p: 2, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}>
          {selected === 'global' || !selectedScope ? (
            <>
              <Typography variant="subtitle2">Charts every chart’s cross-filters apply to, unless it has a custom scoping</Typography>
              <ScopeField key="global" layout={layout} charts={charts} value={globalScope} onChange={setGlobalScope} label="Charts in the global scope" />
            </>
          ) : (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="subtitle2">{`Charts the cross-filters of ${chartName(selected)} apply to`}</Typography>
                <Button
                  size="small"
                  onClick={() => {
                    setCustomScope(selected, null);
                    setSelected('global');
                  }}
                >
                  Use global scoping
                </Button>
              </Box>
              <ScopeField
                key={selected}
                layout={layout}
                charts={charts}
                value={selectedScope}
                onChange={(scope) => setCustomScope(selected, scope)}
                disabledChartIds={new Set([selected])}
                label={`Charts in the scope of ${chartName(selected)}`}
              />
            </>
          )}
        </Box>
      </DialogContent>
      {failed && (
        <Alert severity="error" sx={{ mx: 3, mt: 2 }} onClose={() => setFailed(false)}>
          {DangerToast.SAVE_CROSS_FILTER_SCOPING_FAILED}
        </Alert>
      )}
      <DialogFormActions
        submitLabel={saving ? 'Saving…' : 'Save'}
        onCancel={onClose}
        onSubmit={() => void save()}
        busy={saving}
        submitTestId="cross-filter-scoping-save"
      />
    </>
  );
}
