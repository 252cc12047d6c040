import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { Component, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { NativeFilter } from '@core/dashboard/index.js';
import type { ChartDataResponse, DataMask, FilterComponentServices, FilterState } from '@core/plugin-api/index.js';
import type { FilterTypeDescriptor } from '@core/registry/index.js';
import { getErrorMessage } from '@core/errors/index.js';
import { filterConfigOf } from '../filter-query';
import { type FilterComponent, loadFilterComponent } from '../load-filter-component';

/** Shown when the filter type's component throws. */
export const DEFAULT_VALUE_RENDER_ERROR = 'The default value cannot be edited for this filter';

class DefaultValueBoundary extends Component<{ children: ReactNode; resetKey: unknown }, { error: Error | null; resetKey: unknown }> {
  override state: { error: Error | null; resetKey: unknown } = { error: null, resetKey: undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { error: Error | null; resetKey: unknown }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    if (this.state.error) return <Alert severity="error">{DEFAULT_VALUE_RENDER_ERROR}</Alert>;
    return this.props.children;
  }
}

/** Props of {@link DefaultValueField}. */
export interface DefaultValueFieldProps {
  descriptor: FilterTypeDescriptor;
  /** The filter as edited so far. */
  filter: NativeFilter;
  /** The filter has the dataset and column its type needs, so its options can be queried. */
  ready: boolean;
  value: DataMask;
  onChange: (dataMask: DataMask) => void;
  runFilterQuery: (filter: NativeFilter) => Promise<ChartDataResponse>;
  services: FilterComponentServices;
}

interface QueryState {
  key: string;
  data?: ChartDataResponse;
  loading: boolean;
  error?: string;
}

/**
 * The filter's default value, chosen with the filter type's own component (`mode: 'default-value'`)
 * fed by the filter's options query; the value is stored as the filter's `defaultDataMask`.
 */
export function DefaultValueField({ descriptor, filter, ready, value, onChange, runFilterQuery, services }: DefaultValueFieldProps) {
  const inputId = useId();
  const [loaded, setLoaded] = useState<{ key: string; component: FilterComponent | null; error?: string }>({ key: '', component: null });
  useEffect(() => {
    let current = true;
    loadFilterComponent(descriptor).then(
      (component) => current && setLoaded({ key: descriptor.key, component }),
      (error: unknown) => current && setLoaded({ key: descriptor.key, component: null, error: getErrorMessage(error instanceof Error ? { error: error.message } : null) }),
    );
    return () => {
      current = false;
    };
  }, [descriptor]);

  const config = useMemo(() => filterConfigOf(filter, descriptor), [filter, descriptor]);
  const needsQuery = descriptor.needsQuery !== false;
  // The options depend on these; the name, description and scope do not.
  const queryKey = JSON.stringify([config.filterType, config.targets, config.controlValues, config.adhoc_filters, config.time_range, config.granularity_sqla, config.sortMetric]);
  const [query, setQuery] = useState<QueryState>({ key: '', loading: false });
  const latest = useRef({ filter, runFilterQuery });
  latest.current = { filter, runFilterQuery };
  useEffect(() => {
    if (!ready || !needsQuery) return undefined;
    let current = true;
    setQuery({ key: queryKey, loading: true });
    latest.current.runFilterQuery(latest.current.filter).then(
      (data) => current && setQuery({ key: queryKey, data, loading: false }),
      (error: unknown) => current && setQuery({ key: queryKey, loading: false, error: getErrorMessage(error instanceof Error ? { error: error.message } : null) }),
    );
    return () => {
      current = false;
    };
    // The query runs again only when what it depends on changes (`queryKey`), not on every edit.
  }, [ready, needsQuery, queryKey]);

  const FilterInput = loaded.key === descriptor.key ? loaded.component : null;
  const queryCurrent = query.key === queryKey;
  const setFilterState = (filterState: FilterState) => onChange({ ...value, filterState, extraFormData: descriptor.toExtraFormData(filterState, config) });
  let body: ReactNode;
  if (!ready) {
    body = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Choose the dataset and column first.
      </Typography>
    );
  } else if (loaded.key === descriptor.key && loaded.error) {
    body = <Alert severity="error">{loaded.error}</Alert>;
  } else if (!FilterInput) {
    body = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Loading…
      </Typography>
    );
  } else {
    body = (
      <DefaultValueBoundary resetKey={queryKey}>
        <FilterInput
          filter={config}
          data={needsQuery && queryCurrent ? query.data : undefined}
          loading={needsQuery && (!queryCurrent || query.loading)}
          error={needsQuery && queryCurrent ? query.error : undefined}
          filterState={value.filterState ?? {}}
          setFilterState={setFilterState}
          orientation="vertical"
          width={360}
          inputId={inputId}
          required={config.controlValues['enableEmptyFilter'] === true}
          mode="default-value"
          services={services}
        />
      </DefaultValueBoundary>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="filter-default-value">
      <FormLabel htmlFor={inputId}>Default value</FormLabel>
      {body}
    </Box>
  );
}
