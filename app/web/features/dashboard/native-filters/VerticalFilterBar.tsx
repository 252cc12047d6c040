import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { hasFilterValue, isNativeFilter } from '@core/dashboard/index.js';
import { CrossFilterList } from './CrossFilterList';
import { FilterBarActions } from './FilterBarActions';
import { FilterBarSettings } from './FilterBarSettings';
import { FilterControl } from './FilterControl';
import { FilterDividerItem } from './FilterDividerItem';
import type { NativeFiltersUi } from './native-filters-context';

/** Width of the open vertical bar, and of its filters' inputs. */
export const VERTICAL_BAR_WIDTH = 280;
const CONTROL_WIDTH = VERTICAL_BAR_WIDTH - 32;

/** The text of the filter bar without filters, for editors. */
export const NO_FILTERS_MESSAGE = 'No filters are currently added to this dashboard.';

/** The label of the button opening the filter configuration modal. */
export const ADD_EDIT_FILTERS_LABEL = 'Add/Edit filters';

/**
 * The filter bar as a panel on the dashboard's left: a header (title, settings, collapse), the
 * editors' "Add/Edit filters" button, the filters and dividers in order, the cross-filters, and
 * Apply / Clear all at the bottom. Collapsed, it is a thin rail showing how many filters apply.
 */
export function VerticalFilterBar({ ui, initiallyOpen = true }: { ui: NativeFiltersUi; initiallyOpen?: boolean }) {
  const { model } = ui;
  const [open, setOpen] = useState(initiallyOpen);
  const appliedCount = model.filters.filter((filter) => hasFilterValue(model.applied[filter.id])).length + model.crossFilters.length;

  if (!open) {
    return (
      <Box
        component="aside"
        data-testid="filter-bar"
        data-orientation="vertical"
        data-collapsed
        aria-label="Filters"
        data-no-export
        sx={{ width: 48, flex: 'none', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, pt: 1.5, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Tooltip title="Expand filter bar" placement="right">
          <IconButton aria-label="Expand filter bar" onClick={() => setOpen(true)} size="small">
            <KeyboardDoubleArrowRightIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={`${appliedCount} applied`} placement="right">
          <IconButton aria-label="Show filters" onClick={() => setOpen(true)} size="small">
            <Badge badgeContent={appliedCount} color="primary">
              <FilterListIcon fontSize="small" />
            </Badge>
          </IconButton>
        </Tooltip>
      </Box>
    );
  }

  const empty = model.configuration.length === 0;
  return (
    <Box
      component="aside"
      data-testid="filter-bar"
      data-orientation="vertical"
      aria-label="Filters"
      data-no-export
      sx={{ width: VERTICAL_BAR_WIDTH, flex: 'none', display: 'flex', flexDirection: 'column', minHeight: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pt: 1.5, pb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          Filters
        </Typography>
        <FilterBarSettings ui={ui} />
        <Tooltip title="Collapse filter bar">
          <IconButton aria-label="Collapse filter bar" onClick={() => setOpen(false)} size="small">
            <KeyboardDoubleArrowLeftIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {ui.canEdit && (
        <Box sx={{ px: 2, pb: 1 }}>
          <Button size="small" startIcon={<AddIcon />} onClick={() => ui.openConfig()} data-testid="filter-bar-add-filter" sx={{ px: 0.5 }}>
            {ADD_EDIT_FILTERS_LABEL}
          </Button>
        </Box>
      )}
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {empty && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {NO_FILTERS_MESSAGE}
          </Typography>
        )}
        {model.configuration.map((item) =>
          isNativeFilter(item) ? (
            <FilterControl key={item.id} filter={item} ui={ui} orientation="vertical" width={CONTROL_WIDTH} />
          ) : (
            <FilterDividerItem key={item.id} divider={item} orientation="vertical" />
          ),
        )}
        <CrossFilterList crossFilters={model.crossFilters} onRemove={model.removeCrossFilter} orientation="vertical" />
      </Box>
      {(model.filters.length > 0 || model.crossFilters.length > 0) && (
        <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <FilterBarActions model={model} orientation="vertical" />
        </Box>
      )}
    </Box>
  );
}
