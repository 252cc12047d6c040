import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QueryFormColumn, QueryFormMetric } from '@core/plugin-api/index.js';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type ReactElement } from 'react';
import { COMPACT_FIELD_SX } from '../compact-field.js';
import { ColumnPicker } from './ColumnPicker.js';
import { MetricPicker } from './MetricPicker.js';
import { singleValueList } from './widget-values.js';

type Record_ = Record<string, unknown>;
const objectOf = (value: unknown): Record_ => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record_) : {});

function Caption({ children }: { children: string }) {
  return (
    <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 0.25 }}>
      {children}
    </Typography>
  );
}

/** One column of a spatial value, by its key in the value (`lonCol`, `latCol` …). */
function SpatialColumn({ id, label, value, field, onChange, disabled }: { id: string; label: string; value: Record_; field: string; onChange: (next: Record_) => void; disabled: boolean }) {
  return (
    <div>
      <Caption>{label}</Caption>
      <ColumnPicker
        id={`${id}_${field}`}
        values={singleValueList<QueryFormColumn>(value[field] ?? null)}
        onChange={(next) => onChange({ ...value, [field]: typeof next[0] === 'string' ? next[0] : null })}
        multi={false}
        clearable
        temporalOnly={false}
        allowSql={false}
        disabled={disabled}
      />
    </div>
  );
}

/**
 * Superset's spatial control (`spatial`, `start_spatial`, `end_spatial`): where each row's point
 * is. The value is `{ type, lonCol, latCol }` (two columns), `{ type: 'delimited', lonlatCol,
 * reverseCheckbox }` (one "lon,lat" column) or `{ type: 'geohash', geohashCol, reverseCheckbox }`.
 */
export function SpatialWidget(props: WidgetProps): ReactElement {
  const { id, onChange, disabled, readonly } = props;
  const value = objectOf(props.value);
  const type = typeof value['type'] === 'string' ? (value['type'] as string) : 'latlong';
  const off = Boolean(disabled || readonly);
  const change = (next: Record_) => onChange({ type, ...next });
  return (
    <Stack spacing={1}>
      <TextField id={`${id}_type`} select size="small" fullWidth sx={COMPACT_FIELD_SX} value={type} disabled={off} onChange={(event) => onChange({ ...value, type: event.target.value })} slotProps={{ htmlInput: { 'aria-label': 'Coordinates kind' } }}>
        <MenuItem value="latlong">Longitude and latitude columns</MenuItem>
        <MenuItem value="delimited">One delimited column</MenuItem>
        <MenuItem value="geohash">Geohash</MenuItem>
      </TextField>
      {type === 'latlong' ? (
        <>
          <SpatialColumn id={id} label="Longitude" value={value} field="lonCol" onChange={change} disabled={off} />
          <SpatialColumn id={id} label="Latitude" value={value} field="latCol" onChange={change} disabled={off} />
        </>
      ) : (
        <>
          <SpatialColumn id={id} label={type === 'geohash' ? 'Geohash column' : 'Column holding "longitude,latitude"'} value={value} field={type === 'geohash' ? 'geohashCol' : 'lonlatCol'} onChange={change} disabled={off} />
          <FormControlLabel
            control={<Checkbox size="small" checked={value['reverseCheckbox'] === true} disabled={off} onChange={(event) => change({ ...value, reverseCheckbox: event.target.checked })} />}
            label={<Typography variant="body2">Reverse: latitude first</Typography>}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Superset's fixed-or-metric control (`point_radius_fixed`): `{ type: 'fix', value: <number> }` or
 * `{ type: 'metric', value: <metric> }`.
 */
export function FixedOrMetricWidget(props: WidgetProps): ReactElement {
  const { id, onChange, disabled, readonly } = props;
  const value = objectOf(props.value);
  const type = value['type'] === 'metric' ? 'metric' : 'fix';
  const off = Boolean(disabled || readonly);
  const [draft, setDraft] = useState<string | null>(null);
  const fixed = typeof value['value'] === 'number' || typeof value['value'] === 'string' ? String(value['value']) : '';
  return (
    <Stack spacing={1}>
      <TextField id={`${id}_type`} select size="small" fullWidth sx={COMPACT_FIELD_SX} value={type} disabled={off} onChange={(event) => onChange({ type: event.target.value, value: event.target.value === 'fix' ? 1000 : null })} slotProps={{ htmlInput: { 'aria-label': 'Fixed value or metric' } }}>
        <MenuItem value="fix">Fixed</MenuItem>
        <MenuItem value="metric">Metric</MenuItem>
      </TextField>
      {type === 'fix' ? (
        <TextField
          id={`${id}_value`}
          size="small"
          fullWidth
          sx={COMPACT_FIELD_SX}
          value={draft ?? fixed}
          disabled={off}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': 'Fixed value' } }}
          onChange={(event) => {
            setDraft(event.target.value);
            const number = Number(event.target.value);
            if (event.target.value.trim() !== '' && Number.isFinite(number)) onChange({ type: 'fix', value: number });
          }}
          onBlur={() => setDraft(null)}
        />
      ) : (
        <MetricPicker id={`${id}_value`} values={singleValueList<QueryFormMetric>((value['value'] as QueryFormMetric | null | undefined) ?? null)} onChange={(next) => onChange({ type: 'metric', value: next[0] ?? null })} multi={false} clearable={false} disabled={off} />
      )}
    </Stack>
  );
}

const VIEWPORT_FIELDS = [
  ['longitude', 'Longitude'],
  ['latitude', 'Latitude'],
  ['zoom', 'Zoom'],
  ['bearing', 'Bearing'],
  ['pitch', 'Pitch'],
] as const;

/** A map's camera (`viewport`): centre longitude and latitude, zoom, bearing and pitch, as numbers. */
export function ViewportWidget(props: WidgetProps): ReactElement {
  const { id, onChange, disabled, readonly } = props;
  const value = objectOf(props.value);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {VIEWPORT_FIELDS.map(([field, label]) => (
        <Box key={field} sx={{ width: 'calc(50% - 4px)' }}>
        <TextField
          id={`${id}_${field}`}
          label={label}
          size="small"
          fullWidth
          sx={COMPACT_FIELD_SX}
          value={drafts[field] ?? (typeof value[field] === 'number' ? String(value[field]) : '')}
          disabled={Boolean(disabled || readonly)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          onChange={(event) => {
            const text = event.target.value;
            setDrafts((previous) => ({ ...previous, [field]: text }));
            const number = Number(text);
            if (text.trim() !== '' && Number.isFinite(number)) onChange({ ...value, [field]: number });
          }}
          onBlur={() => setDrafts((previous) => Object.fromEntries(Object.entries(previous).filter(([name]) => name !== field)))}
        />
        </Box>
      ))}
    </Stack>
  );
}
