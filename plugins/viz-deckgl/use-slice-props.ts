import { useEffect, useMemo, useState } from 'react';
import type { CategoricalColorScale, ChartDataResponse, ChartRenderProps, TransformPropsContext } from '@core/plugin-api/index.js';
import type { DeckChartProps } from './chart-props.js';
import { DECK_KEYS, type DeckFormData, type DeckKey } from './form-data.js';
import { transformDeckProps } from './transform-props.js';

const isDeckKey = (key: unknown): key is DeckKey => typeof key === 'string' && (DECK_KEYS as readonly string[]).includes(key);

/** One saved chart of a deck_multi, opened through the host's chart runtime. */
interface LoadedSlice {
  viz: DeckKey;
  formData: DeckFormData;
  response: ChartDataResponse;
  verboseMap?: Readonly<Record<string, string>>;
}

/**
 * The colours of one layer: its own `label_colors` first, then the host's shared scale (a
 * dashboard's label colours), as every chart of a dashboard colours its labels. Without a shared
 * scale (explore), the layer colours from its own form data.
 */
export function sliceColorScale(formData: DeckFormData, shared: CategoricalColorScale | undefined): CategoricalColorScale | undefined {
  if (!shared) return undefined;
  const own = formData.label_colors;
  return own && Object.keys(own).length > 0 ? (label) => own[label] ?? shared(label) : shared;
}

/** deck_multi: each saved chart's map props, loaded through the host's chart runtime with its dataset's verbose names and the host's label colours. */
export function useSliceProps(chartProps: DeckChartProps, loadSavedChart: ChartRenderProps['loadSavedChart']): { slices: DeckChartProps[]; errors: string[]; loading: boolean } {
  const [state, setState] = useState<{ key: string; loaded: LoadedSlice[]; errors: string[] }>({ key: '', loaded: [], errors: [] });
  const key = JSON.stringify([chartProps.slices, chartProps.sliceFilters]);
  useEffect(() => {
    if (chartProps.slices.length === 0) {
      setState({ key, loaded: [], errors: [] });
      return undefined;
    }
    if (!loadSavedChart) {
      setState({ key, loaded: [], errors: ['This page cannot open other saved charts.'] });
      return undefined;
    }
    const controller = new AbortController();
    Promise.allSettled(
      chartProps.slices.map(async (id): Promise<LoadedSlice> => {
        const { formData, response, verboseMap } = await loadSavedChart(id, { extraFilters: chartProps.sliceFilters, signal: controller.signal });
        const viz = formData.viz_type;
        if (!isDeckKey(viz) || viz === 'deck_multi') throw new Error(`Chart ${id} is not a deck.gl map and cannot be a layer.`);
        return { viz, formData: formData as DeckFormData, response, ...(verboseMap ? { verboseMap } : {}) };
      }),
    ).then((outcomes) => {
      if (controller.signal.aborted) return;
      setState({
        key,
        loaded: outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
        errors: outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [`Chart ${chartProps.slices[index]}: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`] : [])),
      });
    });
    return () => controller.abort();
  }, [key, chartProps.slices, chartProps.sliceFilters, loadSavedChart]);

  // Each layer's legend and tooltips name its columns and metrics as its own dataset does; its categories take the host's shared colours.
  const shared = chartProps.colorScale;
  const slices = useMemo(
    () =>
      state.loaded.map(({ viz, formData, response, verboseMap }) => {
        const colorScale = sliceColorScale(formData, shared);
        const context: TransformPropsContext = { ...(verboseMap ? { verboseMap } : {}), ...(colorScale ? { colorScale } : {}) };
        return transformDeckProps(viz, response, formData, Object.keys(context).length > 0 ? context : undefined);
      }),
    [state.loaded, shared],
  );
  return { slices, errors: state.errors, loading: chartProps.slices.length > 0 && state.key !== key };
}
