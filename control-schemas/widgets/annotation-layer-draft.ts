import type { AnnotationLayer } from '@core/plugin-api/index.js';

/** The kinds of layer drawn from a source: native events or intervals, or a line chart's series. */
export type SourcedLayerType = 'EVENT' | 'INTERVAL' | 'TIME_SERIES';

/** Where each kind of sourced layer reads its data (Superset's `sourceType`). */
export const SOURCE_OF: Readonly<Record<SourcedLayerType, 'NATIVE' | 'line'>> = { EVENT: 'NATIVE', INTERVAL: 'NATIVE', TIME_SERIES: 'line' };

/** A layer's line styles and opacities, with Superset's values. */
export const LINE_STYLES = [
  { value: 'solid', label: 'Solid' },
  { value: 'dashed', label: 'Dashed' },
  { value: 'longDashed', label: 'Long dashed' },
  { value: 'dotted', label: 'Dotted' },
] as const;
export const OPACITIES = [
  { value: '', label: 'Full' },
  { value: 'opacityHigh', label: 'High (0.8)' },
  { value: 'opacityMedium', label: 'Medium (0.5)' },
  { value: 'opacityLow', label: 'Low (0.2)' },
] as const;

/** The form of a layer drawn from a native annotation layer or a saved line chart. */
export interface SourcedLayerDraft {
  /** Index of the layer edited; null for a new one. */
  index: number | null;
  name: string;
  annotationType: SourcedLayerType;
  /** The annotation layer's or the chart's id; null until one is chosen. */
  value: number | null;
  color: string;
  style: string;
  width: number;
  opacity: string;
  showLabel: boolean;
}

/** Whether a layer is one the sourced-layer form edits: native events and intervals, line-chart series. */
export function isSourcedLayer(layer: AnnotationLayer): boolean {
  return (
    ((layer.annotationType === 'EVENT' || layer.annotationType === 'INTERVAL') && layer.sourceType === 'NATIVE') ||
    (layer.annotationType === 'TIME_SERIES' && layer.sourceType === 'line')
  );
}

/** Colours new layers take in turn, so layers added one after another tell apart. */
const LAYER_COLORS = ['#D9534F', '#2F8F5B', '#3A7BD5', '#E08A1E', '#8E44AD', '#16A2B8'];

/** A new layer's form: an event layer, named and coloured after its place in the list. */
export function newSourcedDraft(count: number): SourcedLayerDraft {
  return { index: null, name: `Layer ${count + 1}`, annotationType: 'EVENT', value: null, color: LAYER_COLORS[count % LAYER_COLORS.length]!, style: 'solid', width: 1, opacity: '', showLabel: false };
}

/** The form of an existing layer. */
export function sourcedDraftOf(layer: AnnotationLayer, index: number, fallbackColor: string): SourcedLayerDraft {
  const value = typeof layer.value === 'number' ? layer.value : Number(layer.value);
  const width = Number(layer['width']);
  return {
    index,
    name: layer.name,
    annotationType: layer.annotationType as SourcedLayerType,
    value: Number.isSafeInteger(value) && value > 0 ? value : null,
    color: typeof layer['color'] === 'string' && layer['color'] ? (layer['color'] as string) : fallbackColor,
    style: typeof layer['style'] === 'string' ? (layer['style'] as string) : 'solid',
    width: Number.isFinite(width) && width > 0 ? width : 1,
    opacity: typeof layer['opacity'] === 'string' ? (layer['opacity'] as string) : '',
    showLabel: layer.showLabel === true,
  };
}

/**
 * The layer a form describes, in Superset's shape: a native layer names its annotation layer's
 * id and reads `start_dttm`/`end_dttm`/`short_descr`/`long_descr`; a line-chart layer names the
 * chart and takes the chart's time range (`overrides: {time_range: null}`). Options a layer had
 * that the form does not show are kept.
 */
export function sourcedLayerOf(draft: SourcedLayerDraft, previous?: AnnotationLayer): AnnotationLayer {
  const sourceType = SOURCE_OF[draft.annotationType];
  const sameSource = previous?.sourceType === sourceType && previous.value === draft.value;
  const native = sourceType === 'NATIVE';
  return {
    ...(sameSource ? previous : {}),
    name: draft.name.trim(),
    annotationType: draft.annotationType,
    sourceType,
    value: draft.value ?? '',
    show: previous?.show ?? true,
    showLabel: draft.showLabel,
    color: draft.color,
    style: draft.style,
    width: draft.width,
    opacity: draft.opacity,
    overrides: sameSource && previous?.overrides ? previous.overrides : native ? {} : { time_range: null },
    ...(native
      ? { timeColumn: 'start_dttm', intervalEndColumn: draft.annotationType === 'INTERVAL' ? 'end_dttm' : '', titleColumn: 'short_descr', descriptionColumns: ['long_descr'] }
      : {}),
  };
}

/** What keeps a sourced-layer form from being saved, or null. */
export function sourcedDraftProblem(draft: SourcedLayerDraft, layers: readonly AnnotationLayer[]): string | null {
  const name = draft.name.trim();
  if (name === '') return 'Give the layer a name.';
  if (layers.some((layer, index) => index !== draft.index && layer.name === name)) return `A layer named "${name}" exists already.`;
  if (draft.value === null) return draft.annotationType === 'TIME_SERIES' ? 'Choose the chart whose series to draw.' : 'Choose the annotation layer to draw.';
  return null;
}
