import { ContributionOrigins, createTesseraContainer, getContributions } from '@core/di/index.js';
import { VizContribution, type TesseraPlugin } from '@core/plugin-api/index.js';
import { createVizRegistry, type SchemaCompiler, type VizRegistry } from '@core/registry/index.js';
import { CONTROL_WIDGETS } from '@control-schemas/index.js';

/** What the web app reads from the kernel: frozen registries. */
export interface WebKernel {
  vizTypes: VizRegistry;
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
  const vizTypes = createVizRegistry(getContributions(container, VizContribution), {
    widgets: new Set(CONTROL_WIDGETS),
    schemaCompiler: options.schemaCompiler,
    pluginOf,
  });
  return { vizTypes };
}
