import type { JsonSchema } from '../plugin-api/json-schema.js';
import type { QueryFormData } from '../plugin-api/index.js';
import { VIZ_BEHAVIORS, type AnyVizContribution } from '../plugin-api/viz-contribution.js';
import { createAjvSchemaCompiler } from './ajv-schema-compiler.js';
import { checkSchemaWithDefaults } from './check-schema-with-defaults.js';
import { checkUiSchema } from './check-ui-schema.js';
import { deepFreeze } from './deep-freeze.js';
import {
  LEGACY_VIZ_KEY_PATTERN,
  VIZ_KEY_PATTERN,
  checkBoolean,
  checkFunction,
  checkKey,
  checkString,
  checkStringArray,
  type Report,
} from './descriptor-fields.js';
import { FrozenRegistry } from './frozen-registry.js';
import type { PluginOf } from './problem-list.js';
import { validateContributions } from './validate-contributions.js';
import type { SchemaRegistryOptions } from './registry-options.js';
import { isPlainObject } from './resolve-local-ref.js';
import { schemaPropertyNames } from './schema-property-names.js';

/** A validated viz type: the contribution, frozen, plus the defaults read from its schema. */
export type VizDescriptor = Readonly<AnyVizContribution> & {
  /** Default form data fields (without `datasource` and `viz_type`), deep-frozen. */
  readonly defaults: Readonly<Record<string, unknown>>;
};

/**
 * The viz types known to this process, by current key, plus the legacy keys they open in place of
 * (Superset's retired `viz_type`s such as `line` or `dist_bar`, declared with `legacyKeys`).
 *
 * `get`, `has`, `require` and iteration are a plain map of **current** keys: `has(k)` agrees with
 * `keys()`, and the gallery lists each type once. Code that opens a **stored** chart (saved form
 * data, a permalink, a `viz_type` URL parameter, a chart list row) looks its key up with
 * `resolve`, which also accepts a legacy key and answers the descriptor that opens it.
 *
 * @example
 * ```ts
 * vizTypes.resolve('dist_bar')?.key;   // 'echarts_timeseries_bar'
 * vizTypes.resolve('line', { viz_type: 'line', line_interpolation: 'step-after' })?.key; // 'echarts_timeseries_step'
 * vizTypes.get('dist_bar');            // undefined: not a current key
 * vizTypes.isLegacyKey('dist_bar');    // true
 * ```
 */
export class VizRegistry extends FrozenRegistry<VizDescriptor> {
  constructor(entries: Iterable<readonly [string, VizDescriptor]>) {
    super('viz type', entries);
  }

  /**
   * The viz type that opens charts stored under `key`: its own descriptor, or the one declaring `key`
   * a legacy key. Given the chart's `stored` form data, a legacy key the declarer redirects (its
   * `legacyRedirects`) opens as the type the redirect names for the stored field's value
   * (Superset's `line` drawn with stepped interpolation opens as `echarts_timeseries_step`). A
   * target that is not a registered type is ignored, and the declaring type opens the chart.
   */
  resolve(key: string | null | undefined, stored?: Readonly<Record<string, unknown>>): VizDescriptor | undefined {
    if (typeof key !== 'string' || key === '') return undefined;
    const current = this.get(key);
    if (current) return current;
    // A scan, not an index: the registry is frozen by its base class, and there are a few dozen types.
    const declarer = this.list().find((viz) => viz.legacyKeys?.includes(key));
    if (!declarer || !stored) return declarer;
    const target = redirectTarget(declarer, key, stored);
    return (target !== undefined && target !== declarer.key ? this.get(target) : undefined) ?? declarer;
  }

  /** Like {@link resolve}; throws "Unknown viz type" when no viz type opens `key` (its plugin disabled, say). */
  requireResolved(key: string, stored?: Readonly<Record<string, unknown>>): VizDescriptor {
    const viz = this.resolve(key, stored);
    if (!viz) throw new Error(`Unknown viz type '${key}'`);
    return viz;
  }

  /** Whether `key` is a legacy key some registered viz type opens, rather than a current key. */
  isLegacyKey(key: string): boolean {
    return !this.has(key) && this.resolve(key) !== undefined;
  }
}

/** The key a declared redirect names for a chart stored under `legacyKey`, by its form data; `undefined` when none applies. */
function redirectTarget(declarer: VizDescriptor, legacyKey: string, stored: Readonly<Record<string, unknown>>): string | undefined {
  for (const redirect of declarer.legacyRedirects ?? []) {
    if (redirect.legacyKey !== legacyKey) continue;
    const value = stored[redirect.field];
    if (typeof value === 'string' && Object.hasOwn(redirect.targets, value)) return redirect.targets[value];
  }
  return undefined;
}

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

/** Who owns which key, over every contribution: current keys, and legacy keys with their declarers. */
interface KeyOwners {
  current: ReadonlyMap<string, string>;
  legacy: ReadonlyMap<string, readonly string[]>;
}

/** A contribution's name for problem messages: its plugin when known, else its key. */
function ownerName(contribution: Record<string, unknown>, pluginOf: PluginOf | undefined): string {
  const plugin = pluginOf?.(contribution);
  const key = typeof contribution.key === 'string' ? `'${contribution.key}'` : 'a viz type';
  return plugin ? `${key} (plugin ${plugin})` : key;
}

function keyOwners(contributions: readonly unknown[], pluginOf: PluginOf | undefined): KeyOwners {
  const current = new Map<string, string>();
  const legacy = new Map<string, string[]>();
  for (const contribution of contributions) {
    if (!isPlainObject(contribution)) continue;
    const name = ownerName(contribution, pluginOf);
    if (typeof contribution.key === 'string' && !current.has(contribution.key)) current.set(contribution.key, name);
    const declared = Array.isArray(contribution.legacyKeys) ? new Set(contribution.legacyKeys.filter((key): key is string => typeof key === 'string')) : [];
    for (const key of declared) legacy.set(key, [...(legacy.get(key) ?? []), name]);
  }
  return { current, legacy };
}

/**
 * `legacyKeys`: optional; each a viz key in form (Superset's hyphenated keys allowed), not a current key of any viz type (this one's
 * included), and declared by one viz type only, so every stored key opens exactly one type.
 */
function checkLegacyKeys(report: Report, record: Record<string, unknown>, owners: KeyOwners): void {
  if (record.legacyKeys === undefined) return;
  const self = typeof record.key === 'string' ? record.key : undefined;
  for (const key of checkStringArray(report, record, 'legacyKeys')) {
    if (!LEGACY_VIZ_KEY_PATTERN.test(key)) {
      report(`legacyKeys: '${key}' does not match ${LEGACY_VIZ_KEY_PATTERN.source}`);
      continue;
    }
    if (key === self) report(`legacyKeys: '${key}' is this viz type's own key`);
    else if (owners.current.has(key)) report(`legacyKeys: '${key}' is the current key of viz type ${owners.current.get(key)}`);
    const declarers = owners.legacy.get(key) ?? [];
    if (declarers.length > 1) report(`legacyKeys: '${key}' is declared by more than one viz type: ${declarers.join(', ')}`);
  }
}

/**
 * `legacyRedirects`: optional; an array of `{ legacyKey, field, targets }`, each `legacyKey` one of
 * this type's `legacyKeys` and redirected once, `field` a non-empty string, and `targets` an object
 * mapping field values to viz keys in form, none of them a legacy key (a redirect ends on a
 * current type). A target whose plugin is not enabled is allowed: the declaring type opens those
 * charts.
 */
function checkLegacyRedirects(report: Report, record: Record<string, unknown>, owners: KeyOwners): void {
  const redirects = record.legacyRedirects;
  if (redirects === undefined) return;
  if (!Array.isArray(redirects)) {
    report('legacyRedirects must be an array');
    return;
  }
  const declared = new Set(Array.isArray(record.legacyKeys) ? record.legacyKeys : []);
  const redirected = new Set<string>();
  redirects.forEach((redirect: unknown, index) => {
    const at = `legacyRedirects[${index}]`;
    if (!isPlainObject(redirect)) {
      report(`${at} must be an object`);
      return;
    }
    const { legacyKey, field, targets } = redirect;
    if (typeof legacyKey !== 'string' || !declared.has(legacyKey)) report(`${at}.legacyKey must be one of this viz type's legacyKeys`);
    else if (redirected.has(legacyKey)) report(`${at}.legacyKey: '${legacyKey}' is redirected more than once`);
    else redirected.add(legacyKey);
    if (typeof field !== 'string' || field.trim() === '') report(`${at}.field must be a non-empty string`);
    if (!isPlainObject(targets)) {
      report(`${at}.targets must be an object of field values to viz keys`);
      return;
    }
    for (const [value, target] of Object.entries(targets)) {
      if (typeof target !== 'string' || !VIZ_KEY_PATTERN.test(target)) report(`${at}.targets['${value}'] must be a viz key matching ${VIZ_KEY_PATTERN.source}`);
      else if (owners.legacy.has(target)) report(`${at}.targets['${value}']: '${target}' is a legacy key, not a current one`);
    }
  });
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
 * (`^[a-z][a-z0-9_]*$`) and uniqueness, required metadata, behaviours, `legacyKeys` (key format,
 * never a current key, each declared by one viz type only), `legacyRedirects` (of declared legacy
 * keys, to current keys in form), that `formDataSchema`
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
 * vizRegistry.resolve('dist_bar')?.key; // 'echarts_timeseries_bar' (a legacy key)
 * ```
 */
export function createVizRegistry(contributions: readonly AnyVizContribution[], options: SchemaRegistryOptions): VizRegistry {
  const schemaCompiler = options.schemaCompiler ?? createAjvSchemaCompiler();

  const owners = keyOwners(contributions, options.pluginOf);

  const entries = validateContributions<typeof contributions[number], VizDescriptor>('viz', contributions, 'key', options.pluginOf, (record, report, contribution) => {
    const defaults = checkViz(report, record, { widgets: options.widgets, schemaCompiler });
    checkLegacyKeys(report, record, owners);
    checkLegacyRedirects(report, record, owners);
    if (defaults) {
      const descriptor = { ...contribution, defaults: deepFreeze(defaults) };
      deepFreeze([descriptor.formDataSchema, descriptor.uiSchema, descriptor.tags, descriptor.behaviors, descriptor.legacyKeys, descriptor.legacyRedirects]);
      return Object.freeze(descriptor);
    }
    return undefined;
  });
  return new VizRegistry(entries);
}
