import type { ComponentType } from 'react';
import type { DashboardComponentContribution, DashboardComponentProps } from '@core/plugin-api/index.js';

/** A plugin's dashboard component as a `DYNAMIC` layout component draws it. */
export type DashboardPluginComponent = ComponentType<DashboardComponentProps>;

// By descriptor, not key: each kernel (page, test) has its own descriptors.
const loads = new WeakMap<Readonly<DashboardComponentContribution>, Promise<DashboardPluginComponent>>();

/** Loads a dashboard component's code once per page; a failed load is tried again next time. */
export function loadDashboardComponent(descriptor: Readonly<DashboardComponentContribution>): Promise<DashboardPluginComponent> {
  let load = loads.get(descriptor);
  if (!load) {
    load = descriptor.loadComponent().then((module) => module.default as DashboardPluginComponent);
    load.catch(() => loads.delete(descriptor));
    loads.set(descriptor, load);
  }
  return load;
}
