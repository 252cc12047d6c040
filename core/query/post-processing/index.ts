/**
 * Chart-data post-processing: Superset's pandas operations (`pivot`, `rolling`, `flatten` …) over
 * columnar result frames, pure and shared by the server and the browser.
 */
export { aggregate, type AggregateOptions } from './aggregate.js';
export { AGGREGATE_OPERATORS } from './aggregate-operators.js';
export { applyPostProcessing, POST_PROCESSING_OPERATIONS } from './apply-post-processing.js';
export { boxplot, type BoxplotOptions } from './boxplot.js';
export { compare, type CompareOptions } from './compare.js';
export { contribution, type ContributionOptions } from './contribution.js';
export { cum, type CumOptions } from './cum.js';
export { diff, type DiffOptions } from './diff.js';
export { flatten, type FlattenOptions } from './flatten.js';
export type { Frame } from './frame.js';
export { FLAT_COLUMN_SEPARATOR } from './frame-columns.js';
export { histogram, MAX_HISTOGRAM_BINS, type HistogramOptions } from './histogram.js';
export { NULL_STRING, pivot, type PivotOptions } from './pivot.js';
export { pivotGrid, PIVOT_METRIC_LEVEL_LABEL, PIVOT_NULL_LABEL } from './pivot-grid.js';
export type { PivotGrid, PivotGridHeader, PivotGridLeaf, PivotGridLevel, PivotGridOptions, PivotHeaderKind, PivotMetricsLayout } from './pivot-grid.js';
export { aggregatePivotValues, isPivotAggregateFunction, PIVOT_AGGREGATE_FUNCTIONS, pivotFractionOf } from './pivot-grid-aggregates.js';
export type { PivotAggregateFunction, PivotFractionBase, PivotValue } from './pivot-grid-aggregates.js';
export { pivotGridFrame } from './pivot-grid-frame.js';
export { pivotGridOptionsOf, type PivotGridFormatting } from './pivot-grid-options.js';
export { comparePivotKeys, comparePivotValues, PIVOT_ORDERS } from './pivot-grid-order.js';
export type { PivotKeyValue, PivotOrder } from './pivot-grid-order.js';
export { PostProcessingError } from './post-processing-error.js';
export type { PostProcessingOperation, PostProcessingOperationName } from './post-processing-operation.js';
export { rank, type RankOptions } from './rank.js';
export { rename, type RenameOptions } from './rename.js';
export { resample, RESAMPLE_METHODS, type ResampleMethod, type ResampleOptions } from './resample.js';
export type { AggregateSpec } from './resolve-aggregates.js';
export { rolling, type RollingOptions, type RollingType } from './rolling.js';
export { select, type SelectOptions } from './select.js';
export { sort, type SortOptions } from './sort.js';
