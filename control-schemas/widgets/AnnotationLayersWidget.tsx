import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { AnnotationLayer } from '@core/plugin-api/index.js';
import { isSourcedLayer, newSourcedDraft, sourcedDraftOf, sourcedDraftProblem, sourcedLayerOf, type SourcedLayerDraft } from './annotation-layer-draft.js';
import { AnnotationSourceForm } from './AnnotationSourceForm.js';
import { ColorSwatch } from './ColorSwatch.js';
import { swatchColor } from './color-value.js';

const TYPE_NAMES: Record<AnnotationLayer['annotationType'], string> = {
  EVENT: 'Event',
  FORMULA: 'Formula',
  INTERVAL: 'Interval',
  TIME_SERIES: 'Time series',
};

const DEFAULT_LAYER_COLOR = '#D9534F';

/** The annotation layers of a value; entries that are not layers are left out. */
export function annotationLayersOf(value: unknown): AnnotationLayer[] {
  if (!Array.isArray(value)) return [];
  return value.filter((layer): layer is AnnotationLayer => typeof layer === 'object' && layer !== null && typeof (layer as AnnotationLayer).name === 'string');
}

/**
 * A formula layer as Superset stores it: `value` is the expression (`y = 1000`, `2 * x + 3`),
 * drawn as a solid line in `color`.
 */
export function formulaLayer(name: string, expression: string, color: string): AnnotationLayer {
  return { name, annotationType: 'FORMULA', sourceType: '', value: expression, show: true, showLabel: false, color, style: 'solid', width: 1, overrides: {} };
}

interface Draft {
  /** Index of the layer edited; null for a new one. */
  index: number | null;
  name: string;
  expression: string;
  color: string;
}

interface FormulaFormProps {
  draft: Draft;
  problem: string | null;
  onDraft(draft: Draft): void;
  onSave(): void;
  onCancel(): void;
}

function FormulaForm({ draft, problem, onDraft, onSave, onCancel }: FormulaFormProps) {
  return (
    <Box data-formula-form sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <TextField size="small" label="Name" value={draft.name} onChange={(event) => onDraft({ ...draft, name: event.target.value })} slotProps={{ htmlInput: { 'data-field': 'name' } }} />
      <TextField
        size="small"
        label="Formula"
        placeholder="y = 1000"
        value={draft.expression}
        onChange={(event) => onDraft({ ...draft, expression: event.target.value })}
        sx={{ '& input': { fontFamily: 'monospace' } }}
        slotProps={{ htmlInput: { 'data-field': 'expression', spellCheck: false } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ColorSwatch value={draft.color} onPick={(color) => onDraft({ ...draft, color })} label="Layer color" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Line color
        </Typography>
      </Box>
      {problem ? (
        <Typography role="alert" variant="caption" sx={{ color: 'error.main' }}>
          {problem}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="small" variant="contained" disabled={problem !== null} onClick={onSave}>
          {draft.index === null ? 'Add layer' : 'Save layer'}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Annotation layers (`AnnotationLayersWidget`): the chart's layers, each to show or hide and to
 * remove. Formula layers (a name, an expression such as `y = 1000` and a colour) and layers drawn
 * from elsewhere (events or intervals of an annotation layer, a saved line chart's series, with
 * their style) are added and edited here; layers of other sources (a table chart's rows) are kept
 * as they are. Values follow `ANNOTATION_LAYER_SCHEMA`.
 */
export function AnnotationLayersWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly } = props;
  const layers = annotationLayersOf(value);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [sourced, setSourced] = useState<SourcedLayerDraft | null>(null);
  const locked = disabled || readonly;
  const saveSourced = () => {
    if (!sourced || sourcedDraftProblem(sourced, layers) !== null) return;
    const layer = sourcedLayerOf(sourced, sourced.index === null ? undefined : layers[sourced.index]);
    onChange(sourced.index === null ? [...layers, layer] : layers.map((other, index) => (index === sourced.index ? layer : other)));
    setSourced(null);
  };
  const editLayer = (layer: AnnotationLayer, index: number) => {
    if (layer.annotationType === 'FORMULA') {
      setSourced(null);
      setDraft({ index, name: layer.name, expression: String(layer.value), color: typeof layer.color === 'string' ? layer.color : DEFAULT_LAYER_COLOR });
    } else {
      setDraft(null);
      setSourced(sourcedDraftOf(layer, index, DEFAULT_LAYER_COLOR));
    }
  };

  const problemOf = (candidate: Draft): string | null => {
    const name = candidate.name.trim();
    if (name === '') return 'Give the layer a name.';
    if (layers.some((layer, index) => index !== candidate.index && layer.name === name)) return `A layer named "${name}" exists already.`;
    if (candidate.expression.trim() === '') return 'Write the formula, such as y = 1000.';
    return null;
  };
  const save = () => {
    if (!draft || problemOf(draft) !== null) return;
    const edited = draft.index === null ? undefined : layers[draft.index];
    const layer = { ...edited, ...formulaLayer(draft.name.trim(), draft.expression.trim(), draft.color), show: edited?.show ?? true };
    onChange(draft.index === null ? [...layers, layer] : layers.map((other, index) => (index === draft.index ? layer : other)));
    setDraft(null);
  };

  return (
    <Box id={id} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {layers.length === 0 && !draft && !sourced ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No annotation layers.
        </Typography>
      ) : null}
      {layers.map((layer, index) => {
        const formula = layer.annotationType === 'FORMULA';
        const editable = formula || isSourcedLayer(layer);
        const detail = formula ? String(layer.value) : TYPE_NAMES[layer.annotationType] ?? layer.annotationType;
        return (
          <Box key={`${layer.name}-${index}`} data-annotation-layer={layer.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, opacity: layer.show ? 1 : 0.55 }}>
            <Box component="span" sx={{ flex: 'none', width: 10, height: 10, borderRadius: '50%', bgcolor: swatchColor(layer.color) ?? 'text.secondary' }} />
            <Box
              component={editable && !locked ? 'button' : 'div'}
              type={editable && !locked ? 'button' : undefined}
              onClick={editable && !locked ? () => editLayer(layer, index) : undefined}
              sx={{ flex: '1 1 auto', minWidth: 0, textAlign: 'left', p: 0, border: 0, bgcolor: 'transparent', font: 'inherit', color: 'inherit', cursor: editable && !locked ? 'pointer' : 'default' }}
            >
              <Typography variant="body2" noWrap component="span" sx={{ display: 'block' }}>
                {layer.name}
              </Typography>
              <Typography variant="caption" noWrap component="span" sx={{ display: 'block', color: 'text.secondary', fontFamily: formula ? 'monospace' : undefined }}>
                {detail}
              </Typography>
            </Box>
            <Tooltip title={layer.show ? 'Hide layer' : 'Show layer'}>
              <span>
                <IconButton
                  size="small"
                  aria-label={`${layer.show ? 'Hide' : 'Show'} ${layer.name}`}
                  disabled={locked}
                  onClick={() => onChange(layers.map((other, at) => (at === index ? { ...other, show: !other.show } : other)))}
                >
                  {layer.show ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
                </IconButton>
              </span>
            </Tooltip>
            <IconButton size="small" aria-label={`Remove ${layer.name}`} disabled={locked} onClick={() => onChange(layers.filter((_, at) => at !== index))}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      {draft ? <FormulaForm draft={draft} problem={problemOf(draft)} onDraft={setDraft} onSave={save} onCancel={() => setDraft(null)} /> : null}
      {sourced ? (
        <AnnotationSourceForm draft={sourced} problem={sourcedDraftProblem(sourced, layers)} onDraft={setSourced} onSave={saveSourced} onCancel={() => setSourced(null)} />
      ) : null}
      {draft || sourced ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={locked}
            onClick={() => setDraft({ index: null, name: `Formula ${layers.length + 1}`, expression: '', color: DEFAULT_LAYER_COLOR })}
            sx={{ textTransform: 'none' }}
          >
            Add formula layer
          </Button>
          <Button size="small" startIcon={<AddIcon />} disabled={locked} onClick={() => setSourced(newSourcedDraft(layers.length))} sx={{ textTransform: 'none' }}>
            Add annotation layer
          </Button>
        </Box>
      )}
    </Box>
  );
}
