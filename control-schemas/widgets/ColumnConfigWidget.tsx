import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useContext, useState } from 'react';
import type { QueryFormMetric } from '@core/plugin-api/index.js';
import { getMetricLabel } from '@core/query/form-data/labels.js';
import { COMPACT_FIELD_SX } from './compact-field.js';
import { ControlPanelContext } from './control-panel-context.js';

/** A `column_config` value: settings by metric label, each a map of setting key → value. */
export type ColumnConfig = Record<string, Record<string, unknown>>;

/** The settings a `ColumnConfigWidget` edits per metric, from its `ui:options.settings`: key → title. */
export function columnSettingsOf(options: unknown): [key: string, title: string][] {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return [];
  return Object.entries(options).flatMap(([key, title]) => (typeof title === 'string' ? [[key, title] as [string, string]] : []));
}

/** A `column_config` value as stored; anything that is not an object of objects reads as `{}`. */
export function columnConfigOf(value: unknown): ColumnConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const config: ColumnConfig = {};
  for (const [label, settings] of Object.entries(value)) {
    if (typeof settings === 'object' && settings !== null && !Array.isArray(settings)) config[label] = { ...(settings as Record<string, unknown>) };
  }
  return config;
}

/**
 * The config with one setting of one metric set, or removed when `setting` is `undefined`; a
 * metric left without settings is removed. Settings the widget does not edit are kept.
 */
export function withColumnSetting(config: ColumnConfig, label: string, key: string, setting: unknown): ColumnConfig {
  const settings = { ...(config[label] ?? {}) };
  if (setting === undefined) delete settings[key];
  else settings[key] = setting;
  const next = { ...config };
  if (Object.keys(settings).length === 0) delete next[label];
  else next[label] = settings;
  return next;
}

const textOf = (setting: unknown): string => (typeof setting === 'number' && Number.isFinite(setting) ? String(setting) : '');

/**
 * Per-metric settings (`ColumnConfigWidget`, Superset's "Customize metrics"): one row per metric
 * chosen in the form data's `ui:options.metricsField` (`metrics` by default), labelled with its
 * verbose name, and one number field per setting of `ui:options.settings` (`{ key: title }`). The
 * value is `{ [metric label]: { [key]: number } }`; an emptied field removes its setting. Settings of
 * metrics no longer chosen are kept, so taking a metric out and back keeps its settings.
 */
export function ColumnConfigWidget(props: WidgetProps) {
  const { id, value, options, onChange, disabled, readonly } = props;
  const panel = useContext(ControlPanelContext);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const config = columnConfigOf(value);
  const settings = columnSettingsOf(options.settings);
  const metricsField = typeof options.metricsField === 'string' ? options.metricsField : 'metrics';
  const chosen = panel?.formData?.[metricsField];
  const labels = [
    ...new Set(
      (Array.isArray(chosen) ? chosen : chosen === null || chosen === undefined ? [] : [chosen])
        .map((metric) => getMetricLabel(metric as QueryFormMetric))
        .filter((label): label is string => label !== undefined && label !== ''),
    ),
  ];
  const titleOf = (label: string) => panel?.datasource?.metrics.find((metric) => metric.metric_name === label)?.verbose_name || label;

  if (labels.length === 0) {
    return (
      <Typography id={id} variant="body2" sx={{ color: 'text.secondary' }}>
        Choose metrics to customize them.
      </Typography>
    );
  }
  return (
    <Box id={id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {labels.map((label) => (
        <Box key={label} data-column-config-row={label}>
          <Typography variant="body2" sx={{ fontWeight: 500, mb: 0.5, overflowWrap: 'anywhere' }}>
            {titleOf(label)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {settings.map(([key, title]) => {
              const draftKey = `${label}\u0000${key}`;
              return (
                <TextField
                  key={key}
                  size="small"
                  fullWidth
                  sx={COMPACT_FIELD_SX}
                  placeholder={title}
                  disabled={disabled}
                  value={drafts[draftKey] ?? textOf(config[label]?.[key])}
                  onChange={(event) => {
                    const text = event.target.value;
                    setDrafts((previous) => ({ ...previous, [draftKey]: text }));
                    const n = Number(text);
                    if (text.trim() !== '' && !Number.isFinite(n)) return;
                    onChange(withColumnSetting(config, label, key, text.trim() === '' ? undefined : n));
                  }}
                  onBlur={() => setDrafts((previous) => Object.fromEntries(Object.entries(previous).filter(([k]) => k !== draftKey)))}
                  slotProps={{ htmlInput: { 'aria-label': `${title} of ${titleOf(label)}`, inputMode: 'decimal', readOnly: readonly } }}
                />
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
