import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { LINE_STYLES, OPACITIES, SOURCE_OF, type SourcedLayerDraft, type SourcedLayerType } from './annotation-layer-draft.js';
import { ColorSwatch } from './ColorSwatch.js';
import { useControlPanel, type AnnotationSourceOption } from './control-panel-context.js';

const TYPES: ReadonlyArray<{ value: SourcedLayerType; label: string }> = [
  { value: 'EVENT', label: 'Event' },
  { value: 'INTERVAL', label: 'Interval' },
  { value: 'TIME_SERIES', label: 'Time series' },
];

type Sources = { status: 'loading' } | { status: 'ready'; options: AnnotationSourceOption[] } | { status: 'failed'; message: string };

/** The annotation layers or line charts a sourced layer may draw, fetched through the panel's services. */
function useSources(sourceType: 'NATIVE' | 'line'): Sources {
  const { services } = useControlPanel();
  const [sources, setSources] = useState<Sources>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setSources({ status: 'loading' });
    if (!services.fetchAnnotationSources) {
      setSources({ status: 'ready', options: [] });
      return undefined;
    }
    services.fetchAnnotationSources(sourceType).then(
      (options) => !cancelled && setSources({ status: 'ready', options }),
      (error: unknown) => !cancelled && setSources({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [services, sourceType]);
  return sources;
}

interface AnnotationSourceFormProps {
  draft: SourcedLayerDraft;
  problem: string | null;
  onDraft(draft: SourcedLayerDraft): void;
  onSave(): void;
  onCancel(): void;
}

/**
 * The form of a layer drawn from elsewhere: events or intervals of an annotation layer (managed
 * under Settings › Annotation Layers), or the series of a saved line chart; its colour, line
 * style, width and opacity, and whether events and intervals show their titles on the chart.
 */
export function AnnotationSourceForm({ draft, problem, onDraft, onSave, onCancel }: AnnotationSourceFormProps) {
  const sourceType = SOURCE_OF[draft.annotationType];
  const sources = useSources(sourceType);
  const options = sources.status === 'ready' ? sources.options : [];
  const chosenKnown = draft.value === null || options.some((option) => option.value === draft.value);
  const sourceLabel = sourceType === 'NATIVE' ? 'Annotation layer' : 'Line chart';
  const noSources = sources.status === 'ready' && options.length === 0;
  const set = <K extends keyof SourcedLayerDraft>(key: K, value: SourcedLayerDraft[K]) => onDraft({ ...draft, [key]: value });
  // Native selects: the label always sits above, as some choices ("Full" opacity) have an empty value.
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Box data-source-form sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <TextField size="small" label="Name" value={draft.name} onChange={(event) => set('name', event.target.value)} slotProps={{ htmlInput: { 'data-field': 'name' } }} />
      <TextField
        size="small"
        select
        label="Type"
        value={draft.annotationType}
        onChange={(event) => {
          const annotationType = event.target.value as SourcedLayerType;
          // Another kind of source: the chosen layer or chart no longer applies.
          onDraft({ ...draft, annotationType, value: SOURCE_OF[annotationType] === sourceType ? draft.value : null });
        }}
        slotProps={{ ...native, htmlInput: { 'data-field': 'annotationType' } }}
      >
        {TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        select
        label={sourceLabel}
        value={draft.value === null ? '' : String(draft.value)}
        disabled={sources.status !== 'ready' || noSources}
        onChange={(event) => set('value', event.target.value === '' ? null : Number(event.target.value))}
        helperText={
          sources.status === 'failed'
            ? sources.message
            : noSources
              ? sourceType === 'NATIVE'
                ? 'No annotation layers yet: add one under Settings › Annotation Layers.'
                : 'No saved line charts to draw.'
              : undefined
        }
        error={sources.status === 'failed'}
        slotProps={{ ...native, htmlInput: { 'data-field': 'value' } }}
      >
        <option value="">{sources.status === 'loading' ? 'Loading…' : `Choose ${sourceLabel.toLowerCase()}`}</option>
        {!chosenKnown && <option value={String(draft.value)}>{`#${draft.value}`}</option>}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField size="small" select label="Line style" value={draft.style} onChange={(event) => set('style', event.target.value)} slotProps={{ ...native, htmlInput: { 'data-field': 'style' } }} sx={{ flex: 1 }}>
          {LINE_STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label="Width"
          value={draft.width}
          onChange={(event) => set('width', Math.max(0.5, Number(event.target.value) || 1))}
          slotProps={{ htmlInput: { min: 0.5, max: 10, step: 0.5, 'data-field': 'width' } }}
          sx={{ width: 80 }}
        />
      </Box>
      <TextField size="small" select label="Opacity" value={draft.opacity} onChange={(event) => set('opacity', event.target.value)} slotProps={{ ...native, htmlInput: { 'data-field': 'opacity' } }}>
        {OPACITIES.map((opacity) => (
          <option key={opacity.value} value={opacity.value}>
            {opacity.label}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ColorSwatch value={draft.color} onPick={(color) => set('color', color)} label="Layer color" />
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
          Color
        </Typography>
        {draft.annotationType !== 'TIME_SERIES' && (
          <FormControlLabel
            control={<Checkbox size="small" checked={draft.showLabel} onChange={(event) => set('showLabel', event.target.checked)} slotProps={{ input: { 'aria-label': 'Show label' } }} />}
            label={<Typography variant="body2">Show label</Typography>}
            sx={{ mr: 0 }}
          />
        )}
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
