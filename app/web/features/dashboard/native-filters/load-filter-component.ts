import type { ComponentType } from 'react';
import type { FilterComponentProps } from '@core/plugin-api/index.js';
import type { FilterTypeDescriptor } from '@core/registry/index.js';

/** A filter type's component as the filter bar renders it. */
export type FilterComponent = ComponentType<FilterComponentProps>;

const loaded = new Map<string, Promise<FilterComponent>>();

/** Loads a filter type's component once per page (its chunk is fetched on first use). */
export function loadFilterComponent(descriptor: FilterTypeDescriptor): Promise<FilterComponent> {
  let promise = loaded.get(descriptor.key);
  if (!promise) {
    promise = descriptor.loadComponent().then((module) => module.default as FilterComponent);
    // A failed chunk load may succeed on a later try (a flaky network): forget it.
    promise.catch(() => loaded.delete(descriptor.key));
    loaded.set(descriptor.key, promise);
  }
  return promise;
}
