import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useContext, useState } from 'react';
import { getColorScheme } from '@core/plugin-api/viz-kit/index.js';
import { jsonEqual } from '../json-equal.js';
import { ColorSwatch } from './ColorSwatch.js';
import { COMPACT_FIELD_SX } from './compact-field.js';
import { ControlPanelContext } from './control-panel-context.js';

/** One row of the editor: a label and its colour. */
export interface LabelColorRow {
  label: string;
  color: string;
}

/** The rows of a `label_colors` value, in its key order. */
export function labelColorRowsOf(value: unknown): LabelColorRow[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([label, color]) => (typeof color === 'string' ? [{ label, color }] : []));
}

/** The `label_colors` value of rows: rows without a label are left out; a repeated label keeps its first colour. */
export function labelColorsOf(rows: readonly LabelColorRow[]): Record<string, string> {
  const value: Record<string, string> = {};
  for (const row of rows) {
    const label = row.label.trim();
    if (label !== '' && !(label in value)) value[label] = row.color;
  }
  return value;
}

/**
 * Fixed colours per label (`LabelColorsWidget`): a list of label → colour rows to add, edit and
 * remove; the value is `{ [label]: colour }`. A new row takes the next colour of the chart's
 * scheme. Rows still without a label stay in the editor but not in the value.
 */
export function LabelColorsWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly } = props;
  const formData = useContext(ControlPanelContext)?.formData;
  const [rows, setRows] = useState<LabelColorRow[]>(() => labelColorRowsOf(value));
  // The value changed from outside (undo, another viz type): show it instead of the edits.
  const shown = jsonEqual(labelColorsOf(rows), value ?? {}) ? rows : labelColorRowsOf(value);
  const locked = disabled || readonly;

  const update = (next: LabelColorRow[]) => {
    setRows(next);
    const nextValue = labelColorsOf(next);
    if (!jsonEqual(nextValue, value ?? {})) onChange(nextValue);
  };
  const addRow = () => {
    const colors = getColorScheme(typeof formData?.color_scheme === 'string' ? formData.color_scheme : undefined).colors;
    update([...shown, { label: '', color: colors[shown.length % colors.length] ?? '#2F6FDE' }]);
  };
  const seen = new Set<string>();

  return (
    <Box id={id} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      {shown.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No fixed colors: every label takes its color from the scheme.
        </Typography>
      ) : null}
      {shown.map((row, index) => {
        const label = row.label.trim();
        const repeated = label !== '' && seen.has(label);
        seen.add(label);
        const setRow = (change: Partial<LabelColorRow>) => update(shown.map((other, at) => (at === index ? { ...other, ...change } : other)));
        return (
          <Box key={index} data-label-color-row sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <ColorSwatch value={row.color} onPick={(color) => setRow({ color })} label={`Color of ${label || 'new label'}`} disabled={locked} />
            <TextField
              size="small"
              fullWidth
              placeholder="Label"
              sx={COMPACT_FIELD_SX}
              value={row.label}
              disabled={locked}
              error={repeated}
              helperText={repeated ? 'Listed above already' : undefined}
              onChange={(event) => setRow({ label: event.target.value })}
              slotProps={{ htmlInput: { 'aria-label': 'Label' } }}
            />
            <IconButton size="small" aria-label={`Remove ${label || 'row'}`} disabled={locked} onClick={() => update(shown.filter((_, at) => at !== index))}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Button size="small" startIcon={<AddIcon />} disabled={locked} onClick={addRow} sx={{ alignSelf: 'flex-start', textTransform: 'none' }}>
        Add label color
      </Button>
    </Box>
  );
}
