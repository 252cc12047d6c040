import { ContributionOrigins, createTesseraContainer, getContributions } from '@core/di/index.js';
import { createBrowserHooks, type BrowserHooks } from '@core/hooks/index.js';
import { ControlSectionContribution, DashboardComponentContribution, FilterTypeContribution, HookContribution, MenuActionContribution, VizContribution, type TesseraPlugin } from '@core/plugin-api/index.js';
import {
  createControlSectionRegistry,
  createDashboardComponentRegistry,
  createFilterTypeRegistry,
  createMenuActionRegistry,
  createVizRegistry,
  withControlSections,
  type DashboardComponentRegistry,
  type FilterTypeRegistry,
  type MenuActionRegistry,
  type SchemaCompiler,
  type SchemaRegistryOptions,
  type SchemaValidator,
  type VizRegistry,
} from '@core/registry/index.js';
import { CONTROL_WIDGETS, CORE_CONTROL_SECTIONS } from '@control-schemas/index.js';
import type { JsonSchema } from '@core/plugin-api/index.js';
import type { DeferredSchemaCompiler } from './deferred-schema-compiler';

/** What the web app reads from the kernel: frozen registries. */
export interface WebKernel {
  vizTypes: VizRegistry;
  /** The native filter types (`filter_select`, `filter_range`, …) the dashboard's filter bar offers. */
  filterTypes: FilterTypeRegistry;
  /** The components plugins add to dashboards, drawn by `DYNAMIC` layout components. */
  dashboardComponents: DashboardComponentRegistry;
  /** The actions of the dashboard chart, explore and dashboard header menus. */
  menuActions: MenuActionRegistry;
  /** The explore and dashboard hooks, tapped by the plugins' hook contributions. */
  hooks: BrowserHooks;
  /**
   * The validator of one of the registries' schemas (a viz's `formDataSchema`, say). In the
   * browser each is a chunk of its own, loaded on first use: explore loads a viz's with its controls.
   */
  loadValidator(schema: JsonSchema): Promise<SchemaValidator>;
}

export interface WebKernelOptions {
  /** Plugin keys to load (null or undefined: all). */
  enabled?: readonly string[] | null;
  disabled?: readonly string[];
  /**
   * Precompiled validators loaded on demand in the browser (its CSP forbids run-time compilation,
   * see `createDeferredSchemaCompiler`); ajv in tests.
   */
  schemaCompiler: SchemaCompiler | DeferredSchemaCompiler;
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
  // The core sections go through the same registry as the plugins' sections: one source of layout.
  const controlSections = createControlSectionRegistry([...CORE_CONTROL_SECTIONS, ...getContributions(container, ControlSectionContribution)], registryOptions);
  const vizTypes = withControlSections(createVizRegistry(getContributions(container, VizContribution), registryOptions), controlSections);
  const filterTypes = createFilterTypeRegistry(getContributions(container, FilterTypeContribution), registryOptions);
  const dashboardComponents = createDashboardComponentRegistry(getContributions(container, DashboardComponentContribution), registryOptions);
  const menuActions = createMenuActionRegistry(getContributions(container, MenuActionContribution), { pluginOf });
  const hooks = createBrowserHooks(getContributions(container, HookContribution));
  const compiler = options.schemaCompiler;
  const loadValidator = (schema: JsonSchema): Promise<SchemaValidator> =>
    'load' in compiler ? compiler.load(schema) : new Promise((resolve) => resolve(compiler.compile(schema)));
  return { vizTypes, filterTypes, dashboardComponents, menuActions, hooks, loadValidator };
}
