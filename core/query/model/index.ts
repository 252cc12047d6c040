/**
 * The query data model: form data, query objects and contexts, extra form data, adhoc filters,
 * annotation layers, SQL expression trees. Types only; `core/plugin-api` re-exports them to
 * plugins, and `core/query` builds on them without importing the plugin API.
 */
export type * from './adhoc-filter.js';
export type * from './annotation-layer.js';
export type * from './extra-form-data.js';
export type * from './query-context.js';
export type * from './query-form-data.js';
export type * from './query-object.js';
export type * from './sql-expression-tree.js';
