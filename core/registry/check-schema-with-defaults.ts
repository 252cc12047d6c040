import type { JsonSchema } from '../plugin-api/json-schema.js';
import { defaultsFromSchema } from './defaults-from-schema.js';
import type { Report } from './descriptor-fields.js';
import { findNonJson } from './find-non-json.js';
import { isPlainObject } from './resolve-local-ref.js';
import type { SchemaCompiler } from './schema-compiler.js';

/** What a contribution's schema check needs. */
export interface SchemaCheck {
  /** Field name for messages: `formDataSchema`, `configSchema`. */
  field: string;
  schema: unknown;
  compiler: SchemaCompiler;
  /** Builds the value validated against the schema from the defaults (e.g. adds `viz_type`). */
  probe: (defaults: Record<string, unknown>) => unknown;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Checks that a schema is pure JSON, compiles, and that the defaults it declares satisfy it.
 * Missing `required` fields are not reported: a new chart legitimately lacks the values the user
 * has to pick (a metric), and only conflicting defaults (wrong type, outside an enum or range)
 * are bugs.
 *
 * @returns the defaults, or `undefined` when the schema is unusable.
 */
export function checkSchemaWithDefaults(report: Report, check: SchemaCheck): Record<string, unknown> | undefined {
  const { field, schema, compiler } = check;
  if (!isPlainObject(schema)) {
    report(`${field} must be a JSON Schema object`);
    return undefined;
  }
  const nonJson = findNonJson(schema);
  if (nonJson.length > 0) {
    report(`${field} must be pure JSON; found ${nonJson.map((f) => `${f.kind} at ${f.path}`).join(', ')}`);
    return undefined;
  }
  // Compiled and checked by the build already (see SchemaCompiler.checkedAtBuild): only the defaults are read.
  const checkedAtBuild = compiler.checkedAtBuild?.(schema as JsonSchema) === true;
  let validate;
  try {
    if (!checkedAtBuild) validate = compiler.compile(schema as JsonSchema);
  } catch (error) {
    report(`${field} does not compile: ${message(error)}`);
    return undefined;
  }
  let defaults: Record<string, unknown>;
  try {
    defaults = defaultsFromSchema(schema as JsonSchema);
  } catch (error) {
    report(`defaults of ${field} cannot be read: ${message(error)}`);
    return undefined;
  }
  if (!validate) return defaults;
  const issues = validate(check.probe(defaults)).filter((issue) => issue.keyword !== 'required');
  for (const issue of issues) {
    report(`default at ${issue.path || '/'} does not satisfy ${field}: ${issue.message}`);
  }
  return issues.length === 0 ? defaults : undefined;
}
