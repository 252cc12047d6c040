import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { COMPACT_FIELD_SX } from './compact-field.js';
import { chartIdsOf, savedChartOptions, savedChartsUrl, type SavedChartOption, type SavedChartsFilter } from './saved-charts-query.js';

/** Waiting this long after the last key stroke before searching. */
const SEARCH_DELAY_MS = 250;

/** The saved charts a chart-list address answers with (the page's session cookie authenticates the read). */
async function loadSavedCharts(url: string, signal: AbortSignal): Promise<SavedChartOption[]> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : `${response.status} ${response.statusText}`;
    throw new Error(message);
  }
  return savedChartOptions(body);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Saved charts picker (`SavedChartsWidget`): a searchable multi-select of the saved charts the
 * user may read, by name (`ui:options.vizTypePrefix` keeps those of some viz types, e.g. `deck_`;
 * `excludeVizTypes` leaves some out). The value stays the charts' ids, in the order chosen; ids
 * already chosen are shown by their chart's name, read once from the chart list.
 */
export function SavedChartsWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors, hideError } = props;
  const prefix = typeof options['vizTypePrefix'] === 'string' ? options['vizTypePrefix'] : undefined;
  const excluded = Array.isArray(options['excludeVizTypes']) ? (options['excludeVizTypes'] as unknown[]).filter((type): type is string => typeof type === 'string') : [];
  const excludedKey = excluded.join(',');
  const filter = useMemo<SavedChartsFilter>(() => ({ ...(prefix ? { vizTypePrefix: prefix } : {}), excludeVizTypes: excludedKey ? excludedKey.split(',') : [] }), [prefix, excludedKey]);
  const ids = chartIdsOf(value);

  const [known, setKnown] = useState<ReadonlyMap<number, SavedChartOption>>(new Map());
  const [asked, setAsked] = useState<ReadonlySet<number>>(new Set());
  const remember = useCallback((found: readonly SavedChartOption[], looked: readonly number[] = []) => {
    setKnown((before) => new Map([...before, ...found.map((chart) => [chart.id, chart] as const)]));
    if (looked.length > 0) setAsked((before) => new Set([...before, ...looked]));
  }, []);

  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<SavedChartOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The charts matching the search, while the list is open.
  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      loadSavedCharts(savedChartsUrl(filter, { search }), controller.signal)
        .then((charts) => {
          setFound(charts);
          setError(null);
          remember(charts);
        })
        .catch((reason: unknown) => {
          if (!isAbort(reason)) setError(reason instanceof Error ? reason.message : String(reason));
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, search ? SEARCH_DELAY_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, search, filter, remember]);

  // The names of chosen charts not met yet (a saved form data holds only their ids); each asked once.
  const unnamed = ids.filter((chartId) => !known.has(chartId) && !asked.has(chartId));
  const unnamedKey = unnamed.join(',');
  useEffect(() => {
    if (!unnamedKey) return undefined;
    const wanted = unnamedKey.split(',').map(Number);
    const controller = new AbortController();
    loadSavedCharts(savedChartsUrl({}, { ids: wanted }), controller.signal).then(
      (charts) => remember(charts, wanted),
      (reason: unknown) => {
        if (!isAbort(reason)) remember([], wanted);
      },
    );
    return () => controller.abort();
  }, [unnamedKey, remember]);

  const chosen = ids.map((chartId) => known.get(chartId) ?? { id: chartId, name: asked.has(chartId) ? `Chart ${chartId} (not found)` : `Chart ${chartId}`, vizType: '' });
  const invalid = !hideError && (rawErrors?.length ?? 0) > 0;

  return (
    <Autocomplete<SavedChartOption, true, false, false>
      id={id}
      size="small"
      fullWidth
      multiple
      filterSelectedOptions
      disabled={disabled || readonly}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={found}
      value={chosen}
      loading={loading}
      // The server filters by name: every option it answers with is shown.
      filterOptions={(choices) => choices}
      getOptionLabel={(chart) => chart.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      inputValue={search}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setSearch(text);
      }}
      onChange={(_event, next) => {
        remember(next);
        onChange(next.map((chart) => chart.id));
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      noOptionsText={error ? `Saved charts could not be loaded: ${error}` : search ? 'No saved chart has this in its name' : 'No saved chart to offer'}
      renderOption={({ key, ...optionProps }, chart) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{chart.name}</span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>{chart.vizType}</Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} sx={COMPACT_FIELD_SX} placeholder={chosen.length === 0 ? placeholder || 'Search saved charts' : undefined} error={invalid} />}
    />
  );
}
