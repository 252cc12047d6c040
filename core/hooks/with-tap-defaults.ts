import type { TesseraHooks } from '../plugin-api/tessera-hooks.js';

/** The name and stage every tap made through a wrapped hooks object receives. */
export interface TapDefaults {
  name: string;
  stage: number;
}

type TapOptions = { name?: string; stage?: number; before?: string | string[] };
type TapMethod = (options: string | TapOptions, fn: (...args: never[]) => unknown) => void;

const TAP_METHODS: ReadonlySet<string | symbol> = new Set(['tap', 'tapAsync', 'tapPromise']);

function mergeTapOptions(options: string | TapOptions, defaults: TapDefaults): TapOptions {
  const given = typeof options === 'string' ? {} : options;
  // The name is forced: taps are identified by plugin key, whatever the plugin wrote.
  return { ...given, name: defaults.name, stage: given.stage ?? defaults.stage };
}

function wrapHook<H extends object>(hook: H, defaults: TapDefaults): H {
  return new Proxy(hook, {
    get(target, property) {
      const member: unknown = Reflect.get(target, property, target);
      if (TAP_METHODS.has(property) && typeof member === 'function') {
        const tap = member as TapMethod;
        return (options: string | TapOptions, fn: (...args: never[]) => unknown) =>
          tap.call(target, mergeTapOptions(options, defaults), fn);
      }
      if (property === 'withOptions' && typeof member === 'function') {
        const withOptions = member as (options: TapOptions) => object;
        return (options: TapOptions) =>
          wrapHook(withOptions.call(target, options), { name: defaults.name, stage: options.stage ?? defaults.stage });
      }
      return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(target) : member;
    },
  });
}

function wrapOwner<O extends object>(owner: O, defaults: TapDefaults): O {
  const wrapped: Record<string, unknown> = {};
  for (const [name, hook] of Object.entries(owner)) {
    wrapped[name] = typeof hook === 'object' && hook !== null ? wrapHook(hook, defaults) : hook;
  }
  return Object.freeze(wrapped) as O;
}

/**
 * A view of `hooks` in which every tap is named `defaults.name` and gets `defaults.stage` unless
 * the tap sets its own stage. {@link applyHookContributions} hands each contribution such a view,
 * so taps are always attributable to a plugin key and ordered by stage, whatever the plugin wrote.
 * The underlying hooks are shared: tapping the view taps the real hook.
 *
 * @example
 * ```ts
 * const named = withTapDefaults(hooks, { name: 'row-cap', stage: 10 });
 * named.chartData?.queryObject.tap('anything', (query) => query); // tapped as { name: 'row-cap', stage: 10 }
 * ```
 */
export function withTapDefaults(hooks: TesseraHooks, defaults: TapDefaults): TesseraHooks {
  const wrapped: Record<string, unknown> = {};
  for (const [ownerName, owner] of Object.entries(hooks)) {
    if (owner) wrapped[ownerName] = wrapOwner(owner as object, defaults);
  }
  return Object.freeze(wrapped) as TesseraHooks;
}
