import { ContributionOrigins, createTesseraContainer, getContributions } from '@core/di/index.js';
import { createBrowserHooks, type BrowserHooks } from '@core/hooks/index.js';
import { FilterTypeContribution, HookContribution, VizContribution, type TesseraPlugin } from '@core/plugin-api/index.js';
import {
  createFilterTypeRegistry,
  createVizRegistry,
  type FilterTypeRegistry,
  type SchemaCompiler,
  type SchemaRegistryOptions,
  type VizRegistry,
} from '@core/registry/index.js';
import { CONTROL_WIDGETS } from '@control-schemas/index.js';

/** What the web app reads from the kernel: frozen registries. */
export interface WebKernel {
  vizTypes: VizRegistry;
  /** The native filter types (`filter_select`, `filter_range`, …) the dashboard's filter bar offers. */
  filterTypes: FilterTypeRegistry;
  /** The explore and dashboard hooks, tapped by the plugins' hook contributions. */
  hooks: BrowserHooks;
}

export interface WebKernelOptions {
  /** Plugin keys to load (null or undefined: all). */
  enabled?: readonly string[] | null;
  disabled?: readonly string[];
  /** Precompiled validators in the browser (its CSP forbids run-time compilation); ajv in tests. */
  schemaCompiler: SchemaCompiler;
}

/**
 * Builds the web app's container from the enabled plugins and validates and freezes its
 * registries; an invalid descriptor throws here, before any page renders.
 */
export function createWebKernel(plugins: readonly TesseraPlugin[], options: WebKernelOptions): WebKernel {
  const container = createTesseraContainer(plugins, {
    enabled: options.enabled ?? undefined,
    disabled: options.disabled ? [...options.disabled] : [],
  });
  const { pluginOf } = container.get<ContributionOrigins>(ContributionOrigins);
  const registryOptions: SchemaRegistryOptions = { widgets: new Set(CONTROL_WIDGETS), schemaCompiler: options.schemaCompiler, pluginOf };
  const vizTypes = createVizRegistry(getContributions(container, VizContribution), registryOptions);
  const filterTypes = createFilterTypeRegistry(getContributions(container, FilterTypeContribution), registryOptions);
  const hooks = createBrowserHooks(getContributions(container, HookContribution));
  return { vizTypes, filterTypes, hooks };
}
