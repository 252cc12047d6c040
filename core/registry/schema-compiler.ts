import type { JsonSchema } from '../plugin-api/json-schema.js';

/** One way a value fails a schema. */
export interface SchemaIssue {
  /** JSON pointer into the validated value, `''` for the value itself. */
  path: string;
  /** The schema keyword that failed (`type`, `enum`, `minimum`, `required` …). */
  keyword: string;
  message: string;
}

/** Validates a value; returns no issues when it is valid. */
export type SchemaValidator = (value: unknown) => readonly SchemaIssue[];

/**
 * Turns JSON Schemas into validators. Kept behind this interface so the browser can swap ajv's
 * run-time code generation (which needs `unsafe-eval` under a Content-Security-Policy) for
 * validators precompiled at build time, without the registries noticing.
 *
 * @example
 * ```ts
 * const validate = compiler.compile({ type: 'integer', minimum: 1 });
 * validate(0); // [{ path: '', keyword: 'minimum', message: 'must be >= 1' }]
 * ```
 */
export interface SchemaCompiler {
  /** @throws when the schema itself is invalid. */
  compile(schema: JsonSchema): SchemaValidator;
  /**
   * Whether the build already compiled `schema` and checked its defaults against it, with the
   * same registry checks (the browser's precompiled validators). The registries then take the
   * check as done and skip `compile` for it, so a validator's code loads only when something
   * validates with it. Absent: every schema is compiled and checked here.
   */
  checkedAtBuild?(schema: JsonSchema): boolean;
}

/** DI token of the application's {@link SchemaCompiler}. */
export const SchemaCompiler: symbol = Symbol.for('tessera.SchemaCompiler');
