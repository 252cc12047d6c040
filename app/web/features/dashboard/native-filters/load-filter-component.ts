import type { ComponentType } from 'react';
import type { FilterComponentProps } from '@core/plugin-api/index.js';
import type { FilterTypeDescriptor } from '@core/registry/index.js';
import { createLoadOnce } from '../../../kernel/load-once';

/** A filter type's component as the filter bar renders it. */
export type FilterComponent = ComponentType<FilterComponentProps>;

const loadOnce = createLoadOnce<FilterComponent>();

/** Loads a filter type's component once per page (its chunk is fetched on first use). */
export function loadFilterComponent(descriptor: FilterTypeDescriptor): Promise<FilterComponent> {
  return loadOnce(descriptor.key, () => descriptor.loadComponent().then((module) => module.default as FilterComponent));
}
