import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type NativeFilter, isRequiredFilter } from '@core/dashboard/index.js';
import type { FilterState } from '@core/plugin-api/index.js';
import { stableJson } from '@core/query/stable-json.js';
import { useKernel } from '../../../kernel/kernel-context';
import { filterConfigOf } from './filter-query';
import { type FilterComponent, loadFilterComponent } from './load-filter-component';
import type { NativeFiltersUi } from './native-filters-context';
import { useFilterOptions } from './use-filter-options';

/** How long typing rests before a search query is sent. */
const SEARCH_DEBOUNCE_MS = 300;
const NO_STATE: FilterState = {};

/** Props of {@link FilterControl}. */
export interface FilterControlProps {
  filter: NativeFilter;
  ui: NativeFiltersUi;
  orientation: 'vertical' | 'horizontal';
  /** The width the filter's input may take, in CSS pixels. */
  width: number;
}

/**
 * One native filter in the filter bar: its name (the label of its input, with an asterisk when
 * required), its description as a tooltip, and its type's component fed with its options query
 * (narrowed by its cascade parents' values in the bar) and its value in the bar.
 */
export function FilterControl({ filter, ui, orientation, width }: FilterControlProps) {
  const { model, services } = ui;
  const { filterTypes } = useKernel();
  const descriptor = filterTypes.get(filter.filterType);
  const [Component, setComponent] = useState<{ key: string; render: FilterComponent } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (!descriptor) return undefined;
    let cancelled = false;
    loadFilterComponent(descriptor).then(
      (render) => !cancelled && setComponent({ key: descriptor.key, render }),
      (error: unknown) => !cancelled && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [descriptor]);

  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // `parentsExtraOf` builds a new object each call: keep one per content, so the options query is rebuilt only when the parents' values change.
  const parentsExtra = model.parentsExtraOf(filter);
  const parentsKey = stableJson(parentsExtra);
  const parentsExtraFormData = useMemo(() => parentsExtra, [parentsKey]);
  const options = useFilterOptions({ filter, descriptor, parentsExtraFormData, search, cache: model.filterCache });
  const config = useMemo(() => filterConfigOf(filter, descriptor), [filter, descriptor]);
  const { setFilterState: setFilterStateOf } = model;
  const setFilterState = useCallback((state: FilterState) => setFilterStateOf(filter.id, state), [setFilterStateOf, filter.id]);
  const filterState = model.pending[filter.id]?.filterState ?? NO_STATE;
  const required = isRequiredFilter(filter);
  const inputId = `filter-input-${filter.id}`;
  const labelId = `filter-label-${filter.id}`;
  const Render = Component && descriptor && Component.key === descriptor.key ? Component.render : null;

  return (
    <Box
      data-testid={`filter-control-${filter.id}`}
      data-filter-name={filter.name}
      data-filter-type={filter.filterType}
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, width }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography component="label" id={labelId} htmlFor={inputId} variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }} title={filter.name}>
          {filter.name}
          {required ? (
            <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.25 }}>
              *
            </Box>
          ) : null}
        </Typography>
        {filter.description?.trim() ? (
          <Tooltip title={filter.description}>
            <InfoOutlinedIcon aria-label={`About ${filter.name}`} sx={{ fontSize: 16, color: 'text.secondary', flex: 'none' }} />
          </Tooltip>
        ) : null}
      </Box>
      {!descriptor ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          Unknown filter type: {filter.filterType}
        </Alert>
      ) : loadError ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {loadError}
        </Alert>
      ) : Render ? (
        <Render
          filter={config}
          data={options.data}
          loading={options.loading}
          error={options.error}
          filterState={filterState}
          setFilterState={setFilterState}
          onSearch={setTyped}
          orientation={orientation}
          width={width}
          inputId={inputId}
          required={required}
          mode="bar"
          services={services}
        />
      ) : (
        <LinearProgress aria-label={`Loading ${filter.name}`} sx={{ my: 1.5 }} />
      )}
    </Box>
  );
}
