import type { ComponentType } from 'react';
import type { ChartRenderProps } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { createLoadOnce } from '../kernel/load-once';

/** A viz component as the web app renders it. */
export type VizComponent = ComponentType<ChartRenderProps>;

const loadOnce = createLoadOnce<VizComponent>();

/** Loads a viz type's component once per page (its chunk is fetched on first use). */
export function loadVizComponent(viz: VizDescriptor): Promise<VizComponent> {
  return loadOnce(viz.key, () => viz.loadComponent().then((module) => module.default as VizComponent));
}
