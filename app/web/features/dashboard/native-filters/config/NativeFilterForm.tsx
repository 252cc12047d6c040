import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { canBeParentOf, isNativeFilter, type FilterConfigItem, type LayoutMap, type NativeFilter } from '@core/dashboard/index.js';
import type { ChartDataResponse, DataMask, FilterComponentServices } from '@core/plugin-api/index.js';
import type { FilterTypeRegistry } from '@core/registry/index.js';
import { FormCheckbox } from '../../../database/FormCheckbox';
import { FormTextField } from '../../../database/FormTextField';
import type { DashboardChart } from '../../dashboard-types';
import { columnRestrictionOf, datasetColumnLabel, filterableColumns } from './dataset-columns';
import { DefaultValueField } from './DefaultValueField';
import type { FilterDatasetChoice } from './filter-config-api';
import { needsColumn, needsDataset, nativeFilterFormErrors } from './filter-config-validation';
import { fromNativeFilterFormValues, toNativeFilterFormValues, type NativeFilterFormValues } from './native-filter-form-values';
import { PREFERRED_FILTER_TYPE } from './new-filter-config-item';
import { PreFiltersField } from './PreFiltersField';
import { ScopeField } from './ScopeField';
import { SchemaOptionsFields } from './SchemaOptionsFields';
import { useFilterDataset } from './use-filter-dataset';

/** Where the whole dataset list stands (the picker starts with the dashboard's datasets). */
export type AllDatasetsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Props of {@link NativeFilterForm}. */
export interface NativeFilterFormProps {
  filter: NativeFilter;
  /** Every entry not deleted, as edited so far (for the parent filter choices). */
  configuration: readonly FilterConfigItem[];
  layout: LayoutMap;
  charts: ReadonlyMap<number, DashboardChart>;
  filterTypes: FilterTypeRegistry;
  datasets: readonly FilterDatasetChoice[];
  allDatasets: AllDatasetsStatus;
  onLoadAllDatasets: () => void;
  /** The filter's parents close a cascade cycle. */
  inCycle: boolean;
  /** Save was attempted: show every problem of the form at once. */
  showErrors: boolean;
  runFilterQuery: (filter: NativeFilter) => Promise<ChartDataResponse>;
  services: FilterComponentServices;
  onChange: (filter: NativeFilter) => void;
}

/** Options edited with their own controls rather than from the type's schema. */
const OWN_CONTROL_OPTIONS: ReadonlySet<string> = new Set(['enableEmptyFilter', 'defaultToFirstItem', 'inverseSelection']);

const EMPTY_DATA_MASK: DataMask = { filterState: { value: null }, extraFormData: {} };

const declares = (schemaProperties: Record<string, unknown> | undefined, key: string) => schemaProperties !== undefined && Object.hasOwn(schemaProperties, key);

/**
 * The settings of one native filter (type, name, dataset, column, the type's options, parents,
 * pre-filters, sorting, description, default value) and its scoping, as a react-hook-form form whose
 * every change is reported as the filter it makes.
 */
export function NativeFilterForm(props: NativeFilterFormProps) {
  const { filter, configuration, filterTypes, inCycle, showErrors } = props;
  const [tab, setTab] = useState<'settings' | 'scoping'>('settings');
  const latest = useRef({ filter, onChange: props.onChange, filterTypes, inCycle });
  latest.current = { filter, onChange: props.onChange, filterTypes, inCycle };

  const resolver = useCallback<Resolver<NativeFilterFormValues>>(async (values) => {
    const problems = nativeFilterFormErrors(values, latest.current.filterTypes.get(values.filterType), latest.current.inCycle);
    const entries = Object.entries(problems);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(entries.map(([name, message]) => [name, { type: 'validate', message }])) as FieldErrors<NativeFilterFormValues>;
    return { values: {}, errors };
  }, []);
  const form = useForm<NativeFilterFormValues>({ defaultValues: toNativeFilterFormValues(filter), resolver, mode: 'onChange' });
  const { control, setValue, getValues, trigger, formState } = form;
  const { errors } = formState;

  // Every edit is reported at once: the modal keeps the configuration, the form only edits it.
  useEffect(() => {
    const subscription = form.watch(() => latest.current.onChange(fromNativeFilterFormValues(getValues(), latest.current.filter)));
    return () => subscription.unsubscribe();
  }, [form, getValues]);

  useEffect(() => {
    if (!showErrors) return;
    setTab('settings');
    void trigger();
  }, [showErrors, inCycle, trigger]);

  const [filterType, datasetId, column, defaultToFirstItem] = useWatch({ control, name: ['filterType', 'datasetId', 'column', 'controlValues.defaultToFirstItem'] });
  const descriptor = filterTypes.get(filterType);
  const withDataset = needsDataset(descriptor);
  const withColumn = needsColumn(descriptor);
  const withQuery = descriptor?.needsQuery !== false;
  const isSelect = filterType === PREFERRED_FILTER_TYPE;
  const schemaProperties = descriptor?.configSchema.properties;
  const { dataset, loading: datasetLoading, error: datasetError } = useFilterDataset(withDataset ? datasetId : null);
  const columns = useMemo(() => filterableColumns(dataset?.columns ?? [], columnRestrictionOf(filterType)), [dataset, filterType]);
  const ready = descriptor !== undefined && (!withDataset || datasetId !== null) && (!withColumn || column !== '');

  const set = <Name extends keyof NativeFilterFormValues>(name: Name, value: NativeFilterFormValues[Name]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: showErrors });

  const changeFilterType = (key: string) => {
    const next = filterTypes.get(key);
    const previous = getValues('filterType');
    set('filterType', key);
    set('controlValues', structuredClone({ ...(next?.defaults ?? {}) }));
    if (!needsDataset(next)) set('datasetId', null);
    if (!needsColumn(next) || columnRestrictionOf(previous) !== columnRestrictionOf(key)) set('column', '');
    if (key !== PREFERRED_FILTER_TYPE) set('sortMetric', '');
    set('defaultDataMask', EMPTY_DATA_MASK);
  };
  const changeDataset = (id: number | null) => {
    set('datasetId', id);
    set('column', '');
    set('adhocFilters', []);
    set('sortMetric', '');
    set('defaultDataMask', EMPTY_DATA_MASK);
  };

  const datasetChoices = useMemo(
    () => (datasetId === null || props.datasets.some((choice) => choice.id === datasetId) ? props.datasets : [...props.datasets, { id: datasetId, label: `Dataset ${datasetId}` }]),
    [props.datasets, datasetId],
  );
  const columnChoices = column === '' || columns.some((candidate) => candidate.column_name === column) ? columns.map((candidate) => ({ value: candidate.column_name, label: datasetColumnLabel(candidate) })) : [{ value: column, label: column }, ...columns.map((candidate) => ({ value: candidate.column_name, label: datasetColumnLabel(candidate) }))];
  const parentChoices = configuration.filter((item): item is NativeFilter => isNativeFilter(item) && item.id !== filter.id && (filter.cascadeParentIds.includes(item.id) || canBeParentOf(configuration, item.id, filter.id)));
  const parentName = (id: string) => parentChoices.find((candidate) => candidate.id === id)?.name || id;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }} data-testid="native-filter-form">
      <Tabs value={tab} onChange={(_event, next: 'settings' | 'scoping') => setTab(next)} aria-label="Filter settings" sx={{ borderBottom: 1, borderColor: 'divider', flex: 'none' }}>
        <Tab value="settings" label="Settings" />
        <Tab value="scoping" label="Scoping" />
      </Tabs>
      <Box sx={{ flex: 1, overflow: 'auto', p: 2, display: tab === 'settings' ? 'flex' : 'none', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <TextField
            select
            size="small"
            label="Filter type"
            value={descriptor ? filterType : ''}
            error={errors.filterType !== undefined}
            helperText={errors.filterType?.message ?? descriptor?.description}
            onChange={(event) => changeFilterType(event.target.value)}
          >
            {[...filterTypes.values()].map((type) => (
              <MenuItem key={type.key} value={type.key}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <FormTextField control={control} name="name" label="Name" size="small" required autoFocus={filter.name === ''} />
          {withDataset && (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <TextField
                select
                size="small"
                label="Dataset"
                required
                value={datasetId === null ? '' : String(datasetId)}
                error={errors.datasetId !== undefined}
                helperText={errors.datasetId?.message ?? (props.allDatasets === 'failed' ? 'The dataset list could not be loaded' : undefined)}
                onChange={(event) => changeDataset(event.target.value === '' ? null : Number(event.target.value))}
              >
                {datasetChoices.map((choice) => (
                  <MenuItem key={choice.id} value={String(choice.id)}>
                    {choice.label}
                  </MenuItem>
                ))}
              </TextField>
              {props.allDatasets !== 'loaded' && (
                <Box>
                  <Button size="small" onClick={props.onLoadAllDatasets} disabled={props.allDatasets === 'loading'}>
                    {props.allDatasets === 'loading' ? 'Loading datasets…' : 'Show all datasets'}
                  </Button>
                </Box>
              )}
            </Box>
          )}
          {withDataset && withColumn && (
            <TextField
              select
              size="small"
              label="Column"
              required
              disabled={datasetId === null}
              value={column}
              error={errors.column !== undefined || datasetError !== null}
              helperText={errors.column?.message ?? datasetError ?? (datasetLoading ? 'Loading columns…' : undefined)}
              onChange={(event) => {
                set('column', event.target.value);
                set('defaultDataMask', EMPTY_DATA_MASK);
              }}
            >
              {columnChoices.map((choice) => (
                <MenuItem key={choice.value} value={choice.value}>
                  {choice.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>

        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Filter configuration
        </Typography>
        {withQuery && (
          <Controller
            control={control}
            name="cascadeParentIds"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Parent filter"
                value={field.value}
                disabled={parentChoices.length === 0}
                error={errors.cascadeParentIds !== undefined}
                helperText={errors.cascadeParentIds?.message ?? 'Values depend on the values of these filters'}
                slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).map(parentName).join(', ') } }}
                onChange={(event) => {
                  const raw = event.target.value as unknown;
                  field.onChange(Array.isArray(raw) ? raw : String(raw).split(','));
                }}
              >
                {parentChoices.map((parent) => (
                  <MenuItem key={parent.id} value={parent.id}>
                    {parent.name || '[untitled]'}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        {withQuery && withDataset && datasetId !== null && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography variant="subtitle2">Pre-filters</Typography>
            <Controller
              control={control}
              name="adhocFilters"
              render={({ field }) => (
                <Controller
                  control={control}
                  name="timeRange"
                  render={({ field: timeRange }) => (
                    <PreFiltersField
                      columns={dataset?.columns ?? []}
                      filters={field.value}
                      onFiltersChange={field.onChange}
                      timeRange={timeRange.value}
                      onTimeRangeChange={timeRange.onChange}
                      error={errors.adhocFilters?.message}
                    />
                  )}
                />
              )}
            />
          </Box>
        )}
        {isSelect && withDataset && datasetId !== null && (
          <Controller
            control={control}
            name="sortMetric"
            render={({ field }) => (
              <TextField select size="small" label="Sort metric" value={field.value} onChange={field.onChange} helperText="Sort the filter values by this saved metric">
                <MenuItem value="">
                  <em>None</em>
                </MenuItem>
                {(dataset?.metrics ?? []).map((metric) => (
                  <MenuItem key={metric.metric_name} value={metric.metric_name}>
                    {metric.verbose_name?.trim() || metric.metric_name}
                  </MenuItem>
                ))}
                {field.value !== '' && !(dataset?.metrics ?? []).some((metric) => metric.metric_name === field.value) && <MenuItem value={field.value}>{field.value}</MenuItem>}
              </TextField>
            )}
          />
        )}
        {descriptor && <SchemaOptionsFields control={control} descriptor={descriptor} omit={OWN_CONTROL_OPTIONS} />}

        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Filter settings
        </Typography>
        <FormTextField control={control} name="description" label="Description" size="small" multiline minRows={2} />
        <FormCheckbox control={control} name="controlValues.enableEmptyFilter" label="Filter value is required" description="The user must choose a value before the charts in scope load." />
        {(isSelect || declares(schemaProperties, 'defaultToFirstItem')) && (
          <Controller
            control={control}
            name="controlValues.defaultToFirstItem"
            render={({ field }) => (
              <FormCheckboxLike
                label="Select first filter value by default"
                checked={field.value === true}
                onChange={(checked) => {
                  field.onChange(checked);
                  if (checked) set('defaultDataMask', EMPTY_DATA_MASK);
                }}
              />
            )}
          />
        )}
        {declares(schemaProperties, 'inverseSelection') && <FormCheckbox control={control} name="controlValues.inverseSelection" label="Inverse selection" description="Exclude the chosen values instead of keeping them." />}
        {descriptor &&
          (defaultToFirstItem === true ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The first value is selected by default.
            </Typography>
          ) : (
            <Controller
              control={control}
              name="defaultDataMask"
              render={({ field }) => (
                <DefaultValueField
                  descriptor={descriptor}
                  filter={filter}
                  ready={ready}
                  value={field.value}
                  onChange={field.onChange}
                  runFilterQuery={props.runFilterQuery}
                  services={props.services}
                />
              )}
            />
          ))}
      </Box>
      <Box sx={{ flex: 1, overflow: 'auto', p: 2, display: tab === 'scoping' ? 'block' : 'none' }}>
        <Controller
          control={control}
          name="scope"
          render={({ field }) => <ScopeField layout={props.layout} charts={props.charts} value={field.value} onChange={field.onChange} label="Charts the filter applies to" />}
        />
      </Box>
    </Box>
  );
}

/** A labelled box whose change the caller handles itself (the default-value reset). */
function FormCheckboxLike({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Box>
      <FormControlLabel label={label} control={<Checkbox size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />} />
    </Box>
  );
}
