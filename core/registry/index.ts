/** Typed registries built from contributions, validated at start-up, then frozen. */
export { createAjvSchemaCompiler } from './ajv-schema-compiler.js';
export { createControlSectionRegistry, ControlSectionRegistry } from './create-control-section-registry.js';
export type { ControlSectionRegistryOptions } from './create-control-section-registry.js';
export { createDatabaseEngineRegistry, DatabaseEngineRegistry } from './create-database-engine-registry.js';
export { createFilterTypeRegistry } from './create-filter-type-registry.js';
export type { FilterTypeDescriptor, FilterTypeRegistry } from './create-filter-type-registry.js';
export { createMenuActionRegistry, MenuActionRegistry } from './create-menu-action-registry.js';
export { createVizRegistry } from './create-viz-registry.js';
export type { VizDescriptor, VizRegistry } from './create-viz-registry.js';
export { defaultsFromSchema } from './defaults-from-schema.js';
export { FrozenRegistry } from './frozen-registry.js';
export type { PluginOf } from './problem-list.js';
export type { RegistryOptions, SchemaRegistryOptions } from './registry-options.js';
export { RegistryValidationError } from './registry-validation-error.js';
export type { RegistryProblem } from './registry-validation-error.js';
export { SchemaCompiler } from './schema-compiler.js';
export type { SchemaIssue, SchemaValidator } from './schema-compiler.js';
