import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { type FilterConfigItem, hasFilterValue, isNativeFilter } from '@core/dashboard/index.js';
import { CrossFilterList } from './CrossFilterList';
import { FilterBarActions } from './FilterBarActions';
import { FilterBarSettings } from './FilterBarSettings';
import { FilterControl } from './FilterControl';
import { FilterDividerItem } from './FilterDividerItem';
import type { NativeFiltersUi } from './native-filters-context';
import { ADD_EDIT_FILTERS_LABEL, NO_FILTERS_MESSAGE } from './VerticalFilterBar';

/** Width of a filter's input in the horizontal bar. */
const CONTROL_WIDTH = 200;
const GAP = 12;
/** Room kept for the bar's title, buttons and "More filters". */
const RESERVED_WIDTH = 460;
const CROSS_FILTER_WIDTH = 200;
const DIVIDER_WIDTH = 150;
/** Width of the filters shown in the "More filters" menu. */
const OVERFLOW_CONTROL_WIDTH = 260;

const itemWidth = (item: FilterConfigItem) => (isNativeFilter(item) ? CONTROL_WIDTH : DIVIDER_WIDTH) + GAP;

/** How many leading items fit in `width` (all of them when the bar is not measured yet). */
export function visibleItemCount(items: readonly FilterConfigItem[], width: number, crossFilterCount: number): number {
  if (width <= 0) return items.length;
  let room = width - RESERVED_WIDTH - crossFilterCount * CROSS_FILTER_WIDTH;
  let count = 0;
  for (const item of items) {
    room -= itemWidth(item);
    if (room < 0) break;
    count += 1;
  }
  return count;
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The filter bar as a row under the dashboard's header: settings, the filters and dividers that
 * fit, the rest under "More filters" (kept mounted, so their options and first values still
 * load), the cross-filters as chips, the editors' "Add/Edit filters", and Apply / Clear all.
 */
export function HorizontalFilterBar({ ui }: { ui: NativeFiltersUi }) {
  const { model } = ui;
  const { ref, width } = useWidth();
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const items = model.configuration;
  const shown = visibleItemCount(items, width, model.crossFilters.length);
  const visible = items.slice(0, shown);
  const overflow = items.slice(shown);
  const overflowFilters = overflow.filter(isNativeFilter);
  const overflowApplied = overflowFilters.filter((filter) => hasFilterValue(model.applied[filter.id])).length;

  const render = (item: FilterConfigItem, controlWidth: number, orientation: 'vertical' | 'horizontal') =>
    isNativeFilter(item) ? (
      <FilterControl key={item.id} filter={item} ui={ui} orientation={orientation} width={controlWidth} />
    ) : (
      <FilterDividerItem key={item.id} divider={item} orientation={orientation} />
    );

  return (
    <Box
      ref={ref}
      data-testid="filter-bar"
      data-orientation="horizontal"
      role="region"
      aria-label="Filters"
      data-no-export
      sx={{ display: 'flex', alignItems: 'center', gap: `${GAP}px`, px: 3, py: 1, minHeight: 64, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', flex: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 'none' }}>
        <FilterBarSettings ui={ui} />
        <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
          Filters
        </Typography>
      </Box>
      {items.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: 'none' }}>
          {NO_FILTERS_MESSAGE}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: `${GAP}px`, minWidth: 0 }}>{visible.map((item) => render(item, CONTROL_WIDTH, 'horizontal'))}</Box>
      {overflow.length > 0 && (
        <Button size="small" endIcon={<ExpandMoreIcon />} onClick={(event) => setMoreAnchor(event.currentTarget)} aria-haspopup="dialog" sx={{ flex: 'none', whiteSpace: 'nowrap' }}>
          More filters ({overflowFilters.length}){overflowApplied > 0 ? ` · ${overflowApplied} applied` : ''}
        </Button>
      )}
      <Popover
        open={moreAnchor !== null && overflow.length > 0}
        anchorEl={moreAnchor}
        onClose={() => setMoreAnchor(null)}
        keepMounted
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, display: 'flex', flexDirection: 'column', gap: 2, width: OVERFLOW_CONTROL_WIDTH + 32 } } }}
      >
        {overflow.map((item) => render(item, OVERFLOW_CONTROL_WIDTH, 'vertical'))}
      </Popover>
      <CrossFilterList crossFilters={model.crossFilters} onRemove={model.removeCrossFilter} orientation="horizontal" />
      <Box sx={{ flex: 1 }} />
      {ui.canEdit && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => ui.openConfig()} data-testid="filter-bar-add-filter" sx={{ flex: 'none', whiteSpace: 'nowrap' }}>
          {ADD_EDIT_FILTERS_LABEL}
        </Button>
      )}
      {(model.filters.length > 0 || model.crossFilters.length > 0) && <FilterBarActions model={model} orientation="horizontal" />}
    </Box>
  );
}
