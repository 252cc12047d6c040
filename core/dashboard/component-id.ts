import type { LayoutComponentType } from './component-types.js';
import type { LayoutMap } from './layout-component.js';

/** Makes a new component id for a type, e.g. `ROW-h7Qx_3kLm2`. */
export type ComponentIdSource = (type: LayoutComponentType) => string;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
/** Length of the random part of a generated component id. */
export const COMPONENT_ID_LENGTH = 10;

/**
 * An id source drawing URL-safe characters from `random` (a function returning numbers in [0, 1),
 * `Math.random` by default). Tests pass a seeded source to get the same ids on every run.
 *
 * @example
 * ```ts
 * const nextId = createComponentIdSource();
 * nextId('ROW'); // 'ROW-Vb3_x9QkLz'
 * ```
 */
export function createComponentIdSource(random: () => number = Math.random): ComponentIdSource {
  return (type) => {
    let suffix = '';
    for (let i = 0; i < COMPONENT_ID_LENGTH; i += 1) {
      const index = Math.min(ID_ALPHABET.length - 1, Math.max(0, Math.floor(random() * ID_ALPHABET.length)));
      suffix += ID_ALPHABET[index];
    }
    return `${type}-${suffix}`;
  };
}

/** The id source used when an operation is given none. */
export const defaultComponentIdSource: ComponentIdSource = createComponentIdSource();

const MAX_ATTEMPTS = 16;

/**
 * A new id for a component of `type` that no component of `layout` (nor `taken`) uses. A source
 * that keeps repeating itself gets a numeric suffix rather than a duplicate id.
 */
export function uniqueComponentId(
  layout: LayoutMap,
  type: LayoutComponentType,
  idSource: ComponentIdSource = defaultComponentIdSource,
  taken: ReadonlySet<string> = new Set(),
): string {
  const isFree = (id: string) => !Object.hasOwn(layout, id) && !taken.has(id);
  let candidate = idSource(type);
  for (let attempt = 1; attempt < MAX_ATTEMPTS && !isFree(candidate); attempt += 1) candidate = idSource(type);
  const base = candidate;
  for (let n = 2; !isFree(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}
