import type { ControlSectionContribution } from '../plugin-api/control-section-contribution.js';
import { createAjvSchemaCompiler } from './ajv-schema-compiler.js';
import { checkSchemaWithDefaults } from './check-schema-with-defaults.js';
import { checkUiSchema } from './check-ui-schema.js';
import { deepFreeze } from './deep-freeze.js';
import {
  KEY_PATTERN,
  VIZ_KEY_PATTERN,
  checkBoolean,
  checkFiniteNumber,
  checkKey,
  checkString,
  checkStringArray,
  type Report,
} from './descriptor-fields.js';
import { FrozenRegistry } from './frozen-registry.js';
import type { RegistryOptions } from './registry-options.js';
import type { SchemaCompiler } from './schema-compiler.js';
import { isPlainObject } from './resolve-local-ref.js';
import { sectionFieldsSchema } from './section-fields-schema.js';
import { validateContributions } from './validate-contributions.js';

/** Options of {@link createControlSectionRegistry}. */
export interface ControlSectionRegistryOptions extends RegistryOptions {
  /** Registered viz keys; when given, `appliesTo` may only name these. */
  vizKeys?: ReadonlySet<string>;
  /** Registered rjsf widgets; when given, the fields' `ui:widget`s must be among them. */
  widgets?: ReadonlySet<string>;
  /** Compiles the fields' schemas; ajv by default (the browser passes its precompiled validators). */
  schemaCompiler?: SchemaCompiler;
}

/** A validated control section, frozen, with the defaults of its own fields. */
export type ControlSectionDescriptor = Readonly<ControlSectionContribution> & {
  readonly defaults: Readonly<Record<string, unknown>>;
};

/** The explore control sections known to this process, by key. */
export class ControlSectionRegistry extends FrozenRegistry<ControlSectionDescriptor> {
  /** The sections shown for a viz type, by `order` then key. */
  sectionsFor(vizKey: string): readonly ControlSectionDescriptor[] {
    return this.list()
      .filter((section) => section.appliesTo === '*' || section.appliesTo.includes(vizKey))
      .sort((a, b) => a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}

/** Checks `schema` and `uiSchema` (the section's own fields); returns their defaults. */
function checkFields(report: Report, record: Record<string, unknown>, controls: readonly string[], options: ControlSectionRegistryOptions, compiler: SchemaCompiler) {
  if (record.schema === undefined) {
    if (record.uiSchema !== undefined) report('uiSchema is given but the section has no schema of its own fields');
    return {};
  }
  if (!isPlainObject(record.schema) || Object.values(record.schema).some((fragment) => !isPlainObject(fragment))) {
    report('schema must map each field name to a JSON Schema object');
    return undefined;
  }
  const names = Object.keys(record.schema);
  for (const name of names) {
    if (!controls.includes(name)) report(`schema field '${name}' is not listed in controls`);
  }
  if (record.uiSchema !== undefined) {
    if (!isPlainObject(record.uiSchema)) report('uiSchema must map field names to uiSchemas');
    else {
      for (const name of Object.keys(record.uiSchema)) {
        if (!names.includes(name)) report(`uiSchema names '${name}', which is not a field of the section's schema`);
      }
      if (options.widgets) checkUiSchema(report, record.uiSchema, { widgets: options.widgets, propertyNames: new Set(names) });
    }
  }
  return checkSchemaWithDefaults(report, {
    field: 'schema',
    schema: sectionFieldsSchema({ schema: record.schema as ControlSectionContribution['schema'] }) ?? {},
    compiler,
    probe: (defaults) => defaults,
  });
}

/**
 * Validates every control section (key format and uniqueness, label, order, expanded, distinct
 * controls, `appliesTo` of `'*'` or viz keys; the own fields' schema compiles, its defaults
 * satisfy it, their widgets exist) and freezes them.
 *
 * @throws {RegistryValidationError} listing every problem of every contribution.
 *
 * @example
 * ```ts
 * const sections = createControlSectionRegistry(getContributions(container, ControlSectionContribution), {
 *   widgets: new Set(CONTROL_WIDGETS),
 * });
 * sections.sectionsFor('echarts_timeseries_line');
 * ```
 */
export function createControlSectionRegistry(
  contributions: readonly ControlSectionContribution[],
  options: ControlSectionRegistryOptions = {},
): ControlSectionRegistry {
  const compiler = options.schemaCompiler ?? createAjvSchemaCompiler();
  const entries = validateContributions<typeof contributions[number], ControlSectionDescriptor>('control section', contributions, 'key', options.pluginOf, (record, report, contribution) => {
    checkKey(report, record, 'key', KEY_PATTERN);
    checkString(report, record, 'label');
    checkString(report, record, 'description', true);
    checkFiniteNumber(report, record, 'order');
    checkBoolean(report, record, 'expanded');
    const controls = checkStringArray(report, record, 'controls');
    if (record.appliesTo !== '*') {
      for (const vizKey of checkStringArray(report, record, 'appliesTo', true)) {
        if (!VIZ_KEY_PATTERN.test(vizKey)) report(`appliesTo: '${vizKey}' is not a viz key`);
        else if (options.vizKeys && !options.vizKeys.has(vizKey)) report(`appliesTo: no viz type '${vizKey}' is registered`);
      }
    }
    const defaults = checkFields(report, record, controls, options, compiler);
    if (!defaults) return undefined;
    return deepFreeze({ ...contribution, defaults });
  });
  return new ControlSectionRegistry('control section', entries);
}
