import type { JsonSchema } from '../plugin-api/json-schema.js';
import type { QueryFormData } from '../plugin-api/index.js';
import { VIZ_BEHAVIORS, type AnyVizContribution } from '../plugin-api/viz-contribution.js';
import { createAjvSchemaCompiler } from './ajv-schema-compiler.js';
import { checkSchemaWithDefaults } from './check-schema-with-defaults.js';
import { checkUiSchema } from './check-ui-schema.js';
import { deepFreeze } from './deep-freeze.js';
import {
  VIZ_KEY_PATTERN,
  checkBoolean,
  checkFunction,
  checkKey,
  checkString,
  checkStringArray,
  type Report,
} from './descriptor-fields.js';
import { FrozenRegistry } from './frozen-registry.js';
import { validateContributions } from './validate-contributions.js';
import type { SchemaRegistryOptions } from './registry-options.js';
import { isPlainObject } from './resolve-local-ref.js';
import { schemaPropertyNames } from './schema-property-names.js';

/** A validated viz type: the contribution, frozen, plus the defaults read from its schema. */
export type VizDescriptor = Readonly<AnyVizContribution> & {
  /** Default form data fields (without `datasource` and `viz_type`), deep-frozen. */
  readonly defaults: Readonly<Record<string, unknown>>;
};

/** The viz types known to this process, by key. */
export type VizRegistry = FrozenRegistry<VizDescriptor>;

/** The datasource `buildQuery` is probed with at start-up; any well-formed key will do. */
const PROBE_DATASOURCE = '1__table';

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function checkBuildQuery(report: Report, viz: AnyVizContribution, formData: QueryFormData): void {
  let queryContext: unknown;
  try {
    // The probe is frozen: a buildQuery that mutates its input throws here, at start-up.
    queryContext = viz.buildQuery(deepFreeze(structuredClone(formData)));
  } catch (error) {
    report(`buildQuery(defaults) threw: ${message(error)}`);
    return;
  }
  if (queryContext instanceof Promise) report('buildQuery must be synchronous, it returned a Promise');
  else if (!isPlainObject(queryContext) || !Array.isArray(queryContext.queries)) {
    report('buildQuery(defaults) must return a QueryContext (an object with a queries array)');
  } else if (queryContext.queries.some((query) => !isPlainObject(query))) {
    report('buildQuery(defaults) returned a queries array with entries that are not query objects');
  }
}

function checkViz(report: Report, record: Record<string, unknown>, options: Required<Pick<SchemaRegistryOptions, 'widgets' | 'schemaCompiler'>>) {
  checkKey(report, record, 'key', VIZ_KEY_PATTERN);
  for (const field of ['version', 'name', 'description', 'category']) checkString(report, record, field);
  checkString(report, record, 'thumbnail', true);
  checkBoolean(report, record, 'deprecated', true);
  checkBoolean(report, record, 'featured', true);
  checkStringArray(report, record, 'tags');
  for (const behavior of checkStringArray(report, record, 'behaviors')) {
    if (!(VIZ_BEHAVIORS as readonly string[]).includes(behavior)) {
      report(`behaviors: '${behavior}' is not one of ${VIZ_BEHAVIORS.join(', ')}`);
    }
  }
  for (const field of ['buildQuery', 'transformProps', 'loadComponent']) checkFunction(report, record, field);
  checkFunction(report, record, 'migrate', true);

  const key = typeof record.key === 'string' ? record.key : '';
  const probe = (defaults: Record<string, unknown>): QueryFormData => ({ ...defaults, datasource: PROBE_DATASOURCE, viz_type: key });
  const defaults = checkSchemaWithDefaults(report, {
    field: 'formDataSchema',
    schema: record.formDataSchema,
    compiler: options.schemaCompiler,
    probe,
  });
  if (isPlainObject(record.formDataSchema)) {
    const propertyNames = schemaPropertyNames(record.formDataSchema as JsonSchema);
    checkUiSchema(report, record.uiSchema, { widgets: options.widgets, propertyNames });
  } else {
    checkUiSchema(report, record.uiSchema, { widgets: options.widgets, propertyNames: new Set() });
  }
  if (defaults && typeof record.buildQuery === 'function') checkBuildQuery(report, record as unknown as AnyVizContribution, probe(defaults));
  return defaults;
}

/**
 * Validates every viz contribution and freezes them into a registry. Checks, for each: key format
 * (`^[a-z][a-z0-9_]*$`) and uniqueness, required metadata, behaviours, that `formDataSchema`
 * compiles and its defaults satisfy it, that every `ui:widget` is registered and `ui:order` /
 * `ui:sections` name real controls, and that `buildQuery(defaults)` runs, without mutating its
 * input, and returns a QueryContext.
 *
 * @throws {RegistryValidationError} listing every problem of every contribution.
 *
 * @example
 * ```ts
 * const vizRegistry = createVizRegistry(getContributions(container, VizContribution), {
 *   widgets: new Set(Object.keys(widgets)),
 *   pluginOf: container.get<ContributionOrigins>(ContributionOrigins).pluginOf,
 * });
 * vizRegistry.require('pie').defaults; // { row_limit: 100, … }
 * ```
 */
export function createVizRegistry(contributions: readonly AnyVizContribution[], options: SchemaRegistryOptions): VizRegistry {
  const schemaCompiler = options.schemaCompiler ?? createAjvSchemaCompiler();

  const entries = validateContributions<typeof contributions[number], VizDescriptor>('viz', contributions, 'key', options.pluginOf, (record, report, contribution) => {
    const defaults = checkViz(report, record, { widgets: options.widgets, schemaCompiler });
    if (defaults) {
      const descriptor = { ...contribution, defaults: deepFreeze(defaults) };
      deepFreeze([descriptor.formDataSchema, descriptor.uiSchema, descriptor.tags, descriptor.behaviors]);
      return Object.freeze(descriptor);
    }
    return undefined;
  });
  return new FrozenRegistry('viz type', entries);
}
