/**
 * Build-time entry (Node only): emits ajv standalone validator modules. It imports ajv's compiler,
 * so the browser never imports this file; the run-time side (`createPrecompiledSchemaCompiler`,
 * `schemaFingerprint`) is exported from the main control-schemas entry.
 */
export { emitStandaloneValidators } from './emit-standalone-validators.js';
