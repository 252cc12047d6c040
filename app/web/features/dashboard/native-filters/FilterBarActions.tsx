import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasFilterValue } from '@core/dashboard/index.js';
import type { NativeFiltersModel } from './use-native-filters';

/** The message under Apply while required filters have no value. */
export const requiredFiltersMessage = (names: readonly string[]) => `Please choose a value for the required filter${names.length > 1 ? 's' : ''}: ${names.join(', ')}`;

/**
 * Apply (enabled once a value changed and every required filter has one; otherwise says which
 * filters still need a value) and Clear all (enabled while a filter or cross-filter has a value).
 */
export function FilterBarActions({ model, orientation }: { model: NativeFiltersModel; orientation: 'vertical' | 'horizontal' }) {
  const missingNames = model.missingRequired.map((id) => model.filters.find((filter) => filter.id === id)?.name ?? id);
  const blocked = missingNames.length > 0;
  const canApply = model.changed.length > 0 && !blocked;
  const canClear =
    model.crossFilters.length > 0 || model.filters.some((filter) => hasFilterValue(model.pending[filter.id]) || hasFilterValue(model.applied[filter.id]));
  const vertical = orientation === 'vertical';
  return (
    <Box sx={{ display: 'flex', flexDirection: vertical ? 'column' : 'row', alignItems: vertical ? 'stretch' : 'center', gap: 1, flex: 'none' }}>
      {blocked && model.changed.length > 0 ? (
        <Typography role="status" variant="caption" sx={{ color: 'error.main', maxWidth: vertical ? undefined : 220 }}>
          {requiredFiltersMessage(missingNames)}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexDirection: vertical ? 'row-reverse' : 'row' }}>
        <Button variant="contained" size="small" disabled={!canApply} onClick={model.apply} data-testid="filter-bar-apply" sx={{ flex: vertical ? 1 : 'none', whiteSpace: 'nowrap' }}>
          Apply filters
        </Button>
        <Button size="small" disabled={!canClear} onClick={model.clearAll} data-testid="filter-bar-clear-all" sx={{ flex: vertical ? 1 : 'none', whiteSpace: 'nowrap' }}>
          Clear all
        </Button>
      </Box>
    </Box>
  );
}
