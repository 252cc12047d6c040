import type { PluginOf } from './problem-list.js';
import type { SchemaCompiler } from './schema-compiler.js';

/** Options every registry accepts. */
export interface RegistryOptions {
  /**
   * Names the plugin that bound a contribution in error messages; pass
   * `container.get(ContributionOrigins).pluginOf` from core/di.
   */
  pluginOf?: PluginOf;
}

/** Options of registries whose descriptors carry a schema and a uiSchema. */
export interface SchemaRegistryOptions extends RegistryOptions {
  /** Names of the rjsf widgets the web app registers; every `ui:widget` must be one of them. */
  widgets: ReadonlySet<string>;
  /** Compiles schemas; defaults to ajv 8 + ajv-formats (see `createAjvSchemaCompiler`). */
  schemaCompiler?: SchemaCompiler;
}
