import type { JsonSchema } from '../plugin-api/json-schema.js';
import type { QueryFormData } from '../plugin-api/index.js';
import { VIZ_BEHAVIORS, type AnyVizContribution } from '../plugin-api/viz-contribution.js';
import { VIZ_LOADED_FIELDS, isLazyViz, isLoadedViz, type LazyVizContribution } from '../plugin-api/lazy-viz.js';
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

/** Loads a lazy viz type's full descriptor (validated, frozen); the registry completes its entry with it. */
type VizLoader = () => Promise<VizDescriptor>;

/** The descriptor fields a lazy viz type has only once loaded. */
const PENDING_FIELDS = [...VIZ_LOADED_FIELDS, 'defaults'] as const;

/**
 * The entry of a viz type that has not loaded yet: its summary (key, name, category, tags,
 * behaviours, thumbnail, legacy keys…), and, for the fields that load with it, getters that throw
 * a message saying so. {@link completeDescriptor} turns it into the full descriptor, in place.
 */
export function pendingDescriptor(summary: object): VizDescriptor {
  const { load: _load, ...fields } = summary as Record<string, unknown>;
  const key = String(fields.key);
  for (const field of PENDING_FIELDS) {
    Object.defineProperty(fields, field, {
      configurable: true,
      enumerable: false,
      get() {
        throw new Error(`Viz type '${key}' is not loaded yet (its ${field} loads with it): await vizTypes.load('${key}') first`);
      },
    });
  }
  for (const field of ['tags', 'behaviors', 'legacyKeys', 'legacyRedirects']) deepFreeze(fields[field]);
  return fields as unknown as VizDescriptor;
}

/** Gives a pending entry the fields of its loaded descriptor, then freezes it. */
function completeDescriptor(pending: VizDescriptor, loaded: VizDescriptor): VizDescriptor {
  for (const field of PENDING_FIELDS) Object.defineProperty(pending, field, { value: loaded[field], enumerable: loaded[field] !== undefined, writable: false, configurable: false });
  return Object.freeze(pending);
}

/** Whether `viz` is a loaded descriptor (not a pending entry). */
const isLoadedDescriptor = (viz: VizDescriptor): boolean => Object.getOwnPropertyDescriptor(viz, 'buildQuery')?.get === undefined;

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
  readonly #loaders: ReadonlyMap<string, VizLoader>;
  readonly #loading = new Map<string, Promise<VizDescriptor>>();

  /**
   * @param entries - the descriptors by current key; a lazy viz type's is pending until loaded.
   * @param loaders - for each pending entry, what loads its full descriptor.
   */
  constructor(entries: Iterable<readonly [string, VizDescriptor]>, loaders: ReadonlyMap<string, VizLoader> = new Map()) {
    super('viz type', entries);
    this.#loaders = loaders;
  }

  /**
   * Whether the viz type of a current `key` has loaded: its schemas, `buildQuery`,
   * `transformProps` and `loadComponent` can be read. Viz types bound eagerly are always loaded.
   */
  isLoaded(key: string): boolean {
    const viz = this.get(key);
    return viz !== undefined && isLoadedDescriptor(viz);
  }

  /**
   * Loads the viz type of a current `key` (a dynamic import of its plugin's viz module, once),
   * validates it as the registry validates every viz type, and completes its entry: the
   * descriptor `get(key)` answers is then the full one. Resolves with it.
   *
   * @throws (rejects) "Unknown viz type" for a key no viz type has, and a `RegistryValidationError`
   * when the loaded viz type is invalid. A failed load is tried again by the next call.
   *
   * @example
   * ```ts
   * const viz = await vizTypes.load(vizTypes.requireResolved(chart.viz_type, chart.form_data).key);
   * viz.buildQuery(formData);
   * ```
   */
  load(key: string): Promise<VizDescriptor> {
    const viz = this.get(key);
    if (!viz) return Promise.reject(new Error(`Unknown viz type '${key}'`));
    if (isLoadedDescriptor(viz)) return Promise.resolve(viz);
    let loading = this.#loading.get(key);
    if (!loading) {
      const loader = this.#loaders.get(key);
      if (!loader) return Promise.reject(new Error(`Viz type '${key}' has no loader`));
      loading = loader().then(
        (loaded) => (isLoadedDescriptor(viz) ? viz : completeDescriptor(viz, loaded)),
        (error: unknown) => {
          this.#loading.delete(key);
          throw error;
        },
      );
      this.#loading.set(key, loading);
    }
    return loading;
  }

  /** Loads several viz types (see {@link load}); resolves with their descriptors, in order. */
  loadAll(keys: Iterable<string>): Promise<VizDescriptor[]> {
    return Promise.all([...new Set(keys)].map((key) => this.load(key)));
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

/** The checks of a viz type's summary fields, which every entry has, loaded or not. */
function checkVizSummary(report: Report, record: Record<string, unknown>): void {
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
}

function checkViz(report: Report, record: Record<string, unknown>, options: Required<Pick<SchemaRegistryOptions, 'widgets' | 'schemaCompiler'>>) {
  checkVizSummary(report, record);
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
export function createVizRegistry(contributions: readonly (AnyVizContribution | LazyVizContribution)[], options: SchemaRegistryOptions): VizRegistry {
  const schemaCompiler = options.schemaCompiler ?? createAjvSchemaCompiler();

  const owners = keyOwners(contributions, options.pluginOf);

  /** The full checks of a loaded viz type; its frozen descriptor, or undefined when it has problems. */
  const validateLoaded = (record: Record<string, unknown>, report: Report, contribution: object): VizDescriptor | undefined => {
    const defaults = checkViz(report, record, { widgets: options.widgets, schemaCompiler });
    checkLegacyKeys(report, record, owners);
    checkLegacyRedirects(report, record, owners);
    if (!defaults) return undefined;
    const descriptor = { ...contribution, defaults: deepFreeze(defaults) } as VizDescriptor;
    deepFreeze([descriptor.formDataSchema, descriptor.uiSchema, descriptor.tags, descriptor.behaviors, descriptor.legacyKeys, descriptor.legacyRedirects]);
    return Object.freeze(descriptor);
  };

  const loaders = new Map<string, VizLoader>();
  const entries = validateContributions<typeof contributions[number], VizDescriptor>('viz', contributions, 'key', options.pluginOf, (record, report, contribution) => {
    if (!isLazyViz(contribution) || isLoadedViz(contribution)) return validateLoaded(record, report, contribution);
    // A lazy viz type not loaded yet: its summary now, the rest checked when it loads.
    checkVizSummary(report, record);
    checkLegacyKeys(report, record, owners);
    checkLegacyRedirects(report, record, owners);
    const pluginOf = options.pluginOf ? () => options.pluginOf?.(contribution) : undefined;
    loaders.set(String(record.key), async () => {
      const full = await contribution.load();
      const [entry] = validateContributions('viz', [full], 'key', pluginOf, (loaded, loadedReport) => validateLoaded(loaded, loadedReport, full));
      if (!entry) throw new Error(`Viz type '${contribution.key}' did not load`);
      return entry[1];
    });
    return pendingDescriptor(record);
  });
  return new VizRegistry(entries, loaders);
}
