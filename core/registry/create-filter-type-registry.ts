import type { AnyFilterTypeContribution } from '../plugin-api/filter-type-contribution.js';
import type { JsonSchema } from '../plugin-api/json-schema.js';
import { createAjvSchemaCompiler } from './ajv-schema-compiler.js';
import { checkSchemaWithDefaults } from './check-schema-with-defaults.js';
import { checkUiSchema } from './check-ui-schema.js';
import { deepFreeze } from './deep-freeze.js';
import { KEY_PATTERN, checkFunction, checkKey, checkString } from './descriptor-fields.js';
import { FrozenRegistry } from './frozen-registry.js';
import { validateContributions } from './validate-contributions.js';
import type { SchemaRegistryOptions } from './registry-options.js';
import { isPlainObject } from './resolve-local-ref.js';
import { schemaPropertyNames } from './schema-property-names.js';

/** A validated native filter type, frozen, with the default options read from its schema. */
export type FilterTypeDescriptor = Readonly<AnyFilterTypeContribution> & {
  /** Default `controlValues`, deep-frozen. */
  readonly defaults: Readonly<Record<string, unknown>>;
};

/** The native filter types known to this process, by key. */
export type FilterTypeRegistry = FrozenRegistry<FilterTypeDescriptor>;

/**
 * Validates every native filter type and freezes them into a registry: key format and
 * uniqueness, metadata, functions, `configSchema` compiles and its defaults satisfy it, and the
 * uiSchema's widgets and controls exist.
 *
 * @throws {RegistryValidationError} listing every problem of every contribution.
 *
 * @example
 * ```ts
 * const filterTypes = createFilterTypeRegistry(getContributions(container, FilterTypeContribution), { widgets });
 * filterTypes.require('filter_select').defaults; // { multiSelect: true, … }
 * ```
 */
export function createFilterTypeRegistry(contributions: readonly AnyFilterTypeContribution[], options: SchemaRegistryOptions): FilterTypeRegistry {
  const schemaCompiler = options.schemaCompiler ?? createAjvSchemaCompiler();

  const entries = validateContributions<typeof contributions[number], FilterTypeDescriptor>('filter type', contributions, 'key', options.pluginOf, (record, report, contribution) => {
    checkKey(report, record, 'key', KEY_PATTERN);
    checkString(report, record, 'name');
    checkString(report, record, 'description');
    for (const field of ['buildQuery', 'toExtraFormData', 'loadComponent']) checkFunction(report, record, field);
    const defaults = checkSchemaWithDefaults(report, {
      field: 'configSchema',
      schema: record.configSchema,
      compiler: schemaCompiler,
      probe: (values) => values,
    });
    const propertyNames = isPlainObject(record.configSchema) ? schemaPropertyNames(record.configSchema as JsonSchema) : new Set<string>();
    checkUiSchema(report, record.uiSchema, { widgets: options.widgets, propertyNames });
    if (defaults) {
      const descriptor = { ...contribution, defaults: deepFreeze(defaults) };
      deepFreeze([descriptor.configSchema, descriptor.uiSchema]);
      return Object.freeze(descriptor);
    }
    return undefined;
  });
  return new FrozenRegistry('filter type', entries);
}
