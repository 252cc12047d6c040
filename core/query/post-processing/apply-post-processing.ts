import type { PostProcessingRule } from '../model/query-object.js';
import { aggregate } from './aggregate.js';
import { boxplot } from './boxplot.js';
import { compare } from './compare.js';
import { contribution } from './contribution.js';
import { cum } from './cum.js';
import { diff } from './diff.js';
import { flatten } from './flatten.js';
import type { Frame } from './frame.js';
import { histogram } from './histogram.js';
import { pivot } from './pivot.js';
import { PostProcessingError } from './post-processing-error.js';
import type { PostProcessingOperationName } from './post-processing-operation.js';
import { rank } from './rank.js';
import { rename } from './rename.js';
import { resample } from './resample.js';
import { rolling } from './rolling.js';
import { select } from './select.js';
import { sort } from './sort.js';

type Operation = (frame: Frame, options: never) => Frame;

const OPERATIONS: Record<PostProcessingOperationName, Operation> = {
  aggregate, boxplot, compare, contribution, cum, diff, flatten, histogram, pivot, rank, rename, resample, rolling, select, sort,
};

/** Superset operations Tessera does not run, with the reason given to the caller. */
const UNSUPPORTED: Record<string, string> = {
  prophet: 'forecasting (prophet) is not available in Tessera',
  geohash_decode: 'geohash decoding is not available in Tessera',
  geohash_encode: 'geohash encoding is not available in Tessera',
  geodetic_parse: 'geodetic parsing is not available in Tessera',
  escape_separator: 'escape_separator is a helper, not an operation',
  unescape_separator: 'unescape_separator is a helper, not an operation',
};

/** Names of the operations {@link applyPostProcessing} runs. */
export const POST_PROCESSING_OPERATIONS = Object.keys(OPERATIONS) as PostProcessingOperationName[];

function assertFrame(frame: Frame): void {
  if (!Array.isArray(frame.columns) || !Array.isArray(frame.data) || frame.columns.length !== frame.data.length) {
    throw new PostProcessingError('Invalid frame: `columns` and `data` must be arrays of the same length');
  }
  const rows = frame.data[0]?.length ?? 0;
  if (frame.data.some((values) => values.length !== rows)) throw new PostProcessingError('Invalid frame: every column must have the same number of rows');
}

/**
 * Runs a query object's `post_processing` rules over its result, in order, as Superset's
 * `QueryObject.exec_post_processing` does: each rule names an operation (`pivot`, `rolling`,
 * `flatten` …) and passes its options in Superset's shape. `null`/`undefined` entries are skipped.
 * The input frame is never modified. Unknown operations and invalid options throw a
 * {@link PostProcessingError} with a user-facing message.
 *
 * @example
 * ```ts
 * const chart = applyPostProcessing(result, [
 *   { operation: 'pivot', options: { index: ['ds'], columns: ['gender'], aggregates: { 'SUM(num)': { operator: 'mean' } } } },
 *   { operation: 'rolling', options: { rolling_type: 'mean', window: 7, min_periods: 7, columns: { 'SUM(num)': 'SUM(num)' } } },
 *   { operation: 'flatten' },
 * ]);
 * ```
 */
export function applyPostProcessing(frame: Frame, rules: readonly (PostProcessingRule | null | undefined)[]): Frame {
  assertFrame(frame);
  let result = frame;
  for (const rule of rules) {
    if (rule === null || rule === undefined) continue;
    if (typeof rule !== 'object' || !rule.operation) {
      throw new PostProcessingError('`operation` property of post processing object undefined');
    }
    const { operation } = rule;
    if (Object.hasOwn(UNSUPPORTED, operation)) {
      throw new PostProcessingError(`Unsupported post processing operation: ${operation} (${UNSUPPORTED[operation]})`);
    }
    if (!Object.hasOwn(OPERATIONS, operation)) throw new PostProcessingError(`Unsupported post processing operation: ${operation}`);
    const run = OPERATIONS[operation as PostProcessingOperationName] as (frame: Frame, options: unknown) => Frame;
    result = run(result, rule.options ?? {});
  }
  return result;
}
