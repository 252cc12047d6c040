import type { AggregateOptions } from './aggregate.js';
import type { BoxplotOptions } from './boxplot.js';
import type { CompareOptions } from './compare.js';
import type { ContributionOptions } from './contribution.js';
import type { CumOptions } from './cum.js';
import type { DiffOptions } from './diff.js';
import type { FlattenOptions } from './flatten.js';
import type { HistogramOptions } from './histogram.js';
import type { PivotOptions } from './pivot.js';
import type { RankOptions } from './rank.js';
import type { RenameOptions } from './rename.js';
import type { ResampleOptions } from './resample.js';
import type { RollingOptions } from './rolling.js';
import type { SelectOptions } from './select.js';
import type { SortOptions } from './sort.js';

/**
 * A post-processing rule with its options typed by operation: the strict form of
 * `PostProcessingRule` (which it is assignable to), for code that builds pipelines.
 *
 * @example
 * ```ts
 * const rules: PostProcessingOperation[] = [
 *   { operation: 'pivot', options: { index: ['ds'], columns: ['gender'], aggregates: { 'SUM(num)': { operator: 'mean' } } } },
 *   { operation: 'rolling', options: { rolling_type: 'mean', window: 7, columns: { 'SUM(num)': 'SUM(num)' } } },
 *   { operation: 'flatten' },
 * ];
 * ```
 */
export type PostProcessingOperation =
  | { operation: 'aggregate'; options: AggregateOptions }
  | { operation: 'boxplot'; options: BoxplotOptions }
  | { operation: 'compare'; options: CompareOptions }
  | { operation: 'contribution'; options?: ContributionOptions }
  | { operation: 'cum'; options: CumOptions }
  | { operation: 'diff'; options: DiffOptions }
  | { operation: 'flatten'; options?: FlattenOptions }
  | { operation: 'histogram'; options: HistogramOptions }
  | { operation: 'pivot'; options: PivotOptions }
  | { operation: 'rank'; options: RankOptions }
  | { operation: 'rename'; options: RenameOptions }
  | { operation: 'resample'; options: ResampleOptions }
  | { operation: 'rolling'; options: RollingOptions }
  | { operation: 'select'; options?: SelectOptions }
  | { operation: 'sort'; options: SortOptions };

/** The operation names Tessera implements. */
export type PostProcessingOperationName = PostProcessingOperation['operation'];
