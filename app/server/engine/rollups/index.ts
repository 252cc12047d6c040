/**
 * Dashboard rollups: pre-aggregates of a dashboard's charts over a dataset, built in the engine
 * in the background and answering chart queries exactly when they can (docs/rollups.md).
 */
export { RollupManager, type RollupAnswerInput, type RollupManagerDeps, type RollupSettings } from './rollup-manager.js';
export { analyseQuery, NotAnswerable, type QueryShape } from './rollup-model.js';
export { scanRowExpression, splitAggregateCall } from './row-expression.js';
