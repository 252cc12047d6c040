import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { dynamicComponentKey, dynamicComponentSettings, getDashboardTitle, type LayoutComponent } from '@core/dashboard/index.js';
import type { DashboardComponentContribution } from '@core/plugin-api/index.js';
import { useKernel } from '../../../kernel/kernel-context';
import { GridMetricsContext, useDashboardCharts, useLayoutEditing } from '../dashboard-contexts';
import { heightInPixels, widthInPixels } from '../model/grid-geometry';
import { DynamicComponentBoundary } from './DynamicComponentBoundary';
import { EditFrame } from './EditFrame';
import { highlightSx } from './highlight';
import { loadDashboardComponent, type DashboardPluginComponent } from './load-dashboard-component';
import { useResizable } from './ResizeHandles';

type Loaded = { descriptor: Readonly<DashboardComponentContribution>; Component: DashboardPluginComponent } | { descriptor: Readonly<DashboardComponentContribution>; error: string };

/** Loads the descriptor's component; null while it loads. */
function usePluginComponent(descriptor: Readonly<DashboardComponentContribution> | undefined): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!descriptor) return undefined;
    let live = true;
    loadDashboardComponent(descriptor).then(
      (Component) => live && setLoaded({ descriptor, Component }),
      (error: unknown) => live && setLoaded({ descriptor, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [descriptor]);
  return loaded?.descriptor === descriptor ? loaded : null;
}

/**
 * A `DYNAMIC` layout component: draws the dashboard component a plugin registers under its
 * `meta.componentKey`, sized by the grid, with its own settings; a key no enabled plugin provides
 * shows a placeholder saying so (the layout keeps the component, so enabling the plugin brings it back).
 */
export function DynamicView({ component }: { component: LayoutComponent }) {
  const { layout, editMode, dispatch } = useLayoutEditing();
  const { dataMasks, runtime, highlightedId } = useDashboardCharts();
  const { dashboardComponents } = useKernel();
  const metrics = useContext(GridMetricsContext);
  const { size, handles } = useResizable(component);
  const key = dynamicComponentKey(component);
  const descriptor = key === null ? undefined : dashboardComponents.get(key);
  const loaded = usePluginComponent(descriptor);
  const settings = useMemo(() => dynamicComponentSettings(component.meta), [component.meta]);
  const updateSettings = useCallback(
    (next: Record<string, unknown>) => {
      const meta = dynamicComponentSettings(next);
      if (editMode && Object.keys(meta).length > 0) dispatch({ type: 'UPDATE_COMPONENT_META', id: component.id, meta });
    },
    [editMode, dispatch, component.id],
  );
  const dashboard = useMemo(() => ({ id: runtime.dashboardId, title: getDashboardTitle(layout) }), [runtime.dashboardId, layout]);
  const width = widthInPixels(size.width, metrics);
  const height = heightInPixels(size.height ?? 0);

  let content;
  if (!descriptor) {
    content = (
      <Alert severity="warning" sx={{ m: 1 }}>
        {key === null ? 'This component does not say what to show.' : `The component “${key}” is not available: its plugin is not installed or is disabled.`}
      </Alert>
    );
  } else if (!loaded) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
        <CircularProgress size={24} aria-label={`Loading ${descriptor.name}`} />
      </Box>
    );
  } else if ('error' in loaded) {
    content = (
      <Alert severity="error" sx={{ m: 1 }}>
        The component “{descriptor.name}” could not be loaded: {loaded.error}
      </Alert>
    );
  } else {
    const { Component } = loaded;
    content = (
      <DynamicComponentBoundary name={descriptor.name}>
        <Component componentId={component.id} width={width} height={height} settings={settings} editMode={editMode} updateSettings={updateSettings} dataMasks={dataMasks} dashboard={dashboard} />
      </DynamicComponentBoundary>
    );
  }

  return (
    <EditFrame component={component} className="dashboard-dynamic" sx={{ width, flex: 'none' }} dataAttributes={{ 'data-component-key': key ?? undefined }}>
      <Box
        id={component.id}
        role="region"
        aria-label={descriptor?.name ?? 'Unavailable component'}
        sx={[{ height, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto', position: 'relative' }, highlightedId === component.id && highlightSx]}
      >
        {content}
      </Box>
      {handles}
    </EditFrame>
  );
}
