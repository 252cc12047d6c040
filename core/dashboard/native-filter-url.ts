import rison from 'rison';
import { isPlainRecord } from '../errors/is-plain-record.js';
import { toDataMaskWithId } from './native-filter-data-mask.js';
import { crossFilterChartId, isNativeFilterId } from './native-filter-id.js';
import type { DataMaskState } from './native-filter-types.js';

/** The dashboard URL parameter holding the data masks as rison (Superset's `native_filters`). */
export const NATIVE_FILTERS_URL_PARAM = 'native_filters';

const isMaskKey = (key: string) => isNativeFilterId(key) || crossFilterChartId(key) !== null;

/** rison's parser class, which its typings leave out. */
interface RisonParser {
  parse(text: string): unknown;
  error(message: string): undefined;
  message: string | null;
}
type RisonParserClass = new (errorHandler: (message: string) => void) => RisonParser;

/** Decodes rison without the stock parser's console output; undefined when the text is not rison. */
function decodeRisonQuietly(text: string): unknown {
  const Parser = (rison as unknown as { parser: RisonParserClass }).parser;
  const parser = new Parser((message) => {
    throw new Error(message);
  });
  parser.error = function recordError(this: RisonParser, message: string) {
    this.message = message;
    return undefined;
  };
  try {
    return parser.parse(text);
  } catch {
    // The parser also fails with TypeErrors on some inputs; all mean "not rison".
    return undefined;
  }
}

/**
 * The data masks of native filters and cross-filters as the rison text of the `native_filters`
 * URL parameter (not URL-escaped: `URLSearchParams` does that). Only each mask's `id`,
 * `extraFormData`, `filterState` and `ownState` are kept; other keys are left out.
 *
 * @example
 * ```ts
 * encodeNativeFiltersParam({ 'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', filterState: { value: ['FR'] } } });
 * // '(NATIVE_FILTER-a:(extraFormData:(),filterState:(value:!(FR)),id:NATIVE_FILTER-a,ownState:()))'
 * ```
 */
export function encodeNativeFiltersParam(dataMask: DataMaskState): string {
  const masks: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(dataMask)) {
    const mask = isMaskKey(key) ? toDataMaskWithId(key, raw) : null;
    if (mask) masks[key] = mask;
  }
  // A JSON round trip drops `undefined` (which rison cannot encode) and non-JSON values.
  return rison.encode(JSON.parse(JSON.stringify(masks)));
}

/**
 * The data masks of a `native_filters` URL parameter; `{}` for an absent, empty or unreadable
 * one. Keys that are neither native filter ids nor chart ids, and masks that are not objects, are
 * dropped; every mask gets its `id`.
 */
export function decodeNativeFiltersParam(text: string | null | undefined): DataMaskState {
  if (typeof text !== 'string' || text.trim() === '') return {};
  const decoded = decodeRisonQuietly(text);
  if (!isPlainRecord(decoded)) return {};
  const result: DataMaskState = {};
  for (const [key, raw] of Object.entries(decoded)) {
    const mask = isMaskKey(key) ? toDataMaskWithId(key, raw) : null;
    if (mask) result[key] = mask;
  }
  return result;
}
