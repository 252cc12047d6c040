import type { ComponentType } from 'react';
import type { ChartRenderProps } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';

/** A viz component as the web app renders it. */
export type VizComponent = ComponentType<ChartRenderProps>;

const loaded = new Map<string, Promise<VizComponent>>();

/** Loads a viz type's component once per page (its chunk is fetched on first use). */
export function loadVizComponent(viz: VizDescriptor): Promise<VizComponent> {
  let promise = loaded.get(viz.key);
  if (!promise) {
    promise = viz.loadComponent().then((module) => module.default as VizComponent);
    // A failed chunk load may succeed on a later try (a flaky network): forget it.
    promise.catch(() => loaded.delete(viz.key));
    loaded.set(viz.key, promise);
  }
  return promise;
}
