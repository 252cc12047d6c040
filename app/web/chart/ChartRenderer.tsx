import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useColorScheme } from '@mui/material/styles';
import { Component, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ChartDataResponse, ChartRenderProps, DataMask, TransformPropsContext } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { AnnotationLayerStatus } from '../features/annotation-layer/AnnotationLayerStatus';
import { useAnnotationLayerQueries } from '../features/annotation-layer/use-annotation-layer-queries';
import { useKernel } from '../kernel/kernel-context';
import { selectConf } from '../store/bootstrap-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { FormData } from './chart-form-data';
import { loadSavedChart } from './load-saved-chart';
import { loadVizComponent, type VizComponent } from './load-viz-component';

/** Spec §4: a viz that throws while rendering. */
export const renderErrorMessage = (message: string) => `An error occurred while rendering the visualization: ${message}`;

class RenderBoundary extends Component<{ children: ReactNode; resetKey: unknown }, { error: Error | null; resetKey: unknown }> {
  override state: { error: Error | null; resetKey: unknown } = { error: null, resetKey: undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { error: Error | null; resetKey: unknown }) {
    // New props (data or form data) get a new chance to render.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    if (this.state.error) return <Alert severity="error" sx={{ m: 2 }}>{renderErrorMessage(this.state.error.message)}</Alert>;
    return this.props.children;
  }
}

export interface ChartRendererProps {
  viz: VizDescriptor;
  response: ChartDataResponse;
  formData: FormData;
  ownState?: Record<string, unknown>;
  filterState?: DataMask['filterState'];
  setDataMask?: (mask: DataMask) => void;
  onRendered?: () => void;
  /** A right-click on a mark, as the viz reports it. */
  onContextMenu?: ChartRenderProps['onContextMenu'];
  /** The dataset's verbose names and the host's shared colour scale, for `transformProps`. */
  context?: TransformPropsContext;
}

/** Measures its box and renders the viz component in it, with `transformProps` applied. */
export function ChartRenderer({ viz, response, formData, ownState, filterState, setDataMask, onRendered, onContextMenu, context }: ChartRendererProps) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [component, setComponent] = useState<{ key: string; Component: VizComponent } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { mode, systemMode } = useColorScheme();
  const colorMode = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light';
  // What map charts read: the configured base map source, and other saved charts (deck_multi).
  const conf = useAppSelector(selectConf);
  const mapTiles = useMemo(
    () => ({ tileUrl: conf.MAP_TILE_URL ?? null, mapboxApiKey: conf.MAPBOX_API_KEY ?? null, styleUrl: conf.MAP_STYLE_URL ?? null, hosts: conf.MAP_HOSTS ?? [] }),
    [conf.MAP_TILE_URL, conf.MAPBOX_API_KEY, conf.MAP_STYLE_URL, conf.MAP_HOSTS],
  );
  const { vizTypes } = useKernel();
  const dispatch = useAppDispatch();
  const pollingDelayMs = conf.GLOBAL_ASYNC_QUERIES_POLLING_DELAY;
  const loadChart = useCallback<NonNullable<ChartRenderProps['loadSavedChart']>>((chartId, options) => loadSavedChart(dispatch, vizTypes, chartId, { ...options, pollingDelayMs }), [dispatch, vizTypes, pollingDelayMs]);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setSize((previous) => (previous && previous.width === Math.floor(rect.width) && previous.height === Math.floor(rect.height) ? previous : { width: Math.floor(rect.width), height: Math.floor(rect.height) }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let cancelled = false;
    setLoadError(null);
    loadVizComponent(viz).then(
      (Component) => !cancelled && setComponent({ key: viz.key, Component }),
      (error: unknown) => !cancelled && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [viz]);

  // Layers drawn from other charts' data are fetched here and added to the response's annotation_data.
  const annotated = useAnnotationLayerQueries(formData, response);
  const transformed = useMemo(() => {
    try {
      return { props: viz.transformProps(annotated.response, formData, context) as unknown, error: null };
    } catch (error) {
      return { props: null, error: error instanceof Error ? error.message : String(error) };
    }
  }, [viz, annotated.response, formData, context]);

  const ready = component && component.key === viz.key;
  return (
    <Box ref={box} data-testid="chart-container" sx={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
      {loadError || transformed.error ? (
        <Alert severity="error" sx={{ m: 2 }}>{renderErrorMessage(loadError ?? transformed.error ?? '')}</Alert>
      ) : !ready || !size ? (
        <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}><CircularProgress size={28} /></Box>
      ) : size.width > 0 && size.height > 0 ? (
        <RenderBoundary resetKey={transformed}>
          <component.Component
            width={size.width}
            height={size.height}
            chartProps={transformed.props}
            formData={formData}
            colorMode={colorMode}
            onRendered={onRendered}
            ownState={ownState}
            filterState={filterState}
            setDataMask={setDataMask}
            onContextMenu={onContextMenu}
            mapTiles={mapTiles}
            loadSavedChart={loadChart}
          />
        </RenderBoundary>
      ) : null}
      <AnnotationLayerStatus states={annotated.states} />
    </Box>
  );
}
