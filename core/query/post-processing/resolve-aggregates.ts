import { createReducer, ReducerColumn, type Reducer } from './aggregate-operators.js';
import type { Frame } from './frame.js';
import { resolveColumn } from './frame-columns.js';
import { PostProcessingError } from './post-processing-error.js';

/** One entry of `aggregates`: Superset's `{ column, operator, options }`; `column` defaults to the label. */
export type AggregateSpec = {
  column?: string;
  operator: string;
  options?: Record<string, unknown>;
};

/** An aggregate ready to run: its output label, source column and reducer. */
export interface ResolvedAggregate {
  label: string;
  column: string;
  source: ReducerColumn;
  reduce: Reducer;
}

/**
 * Checks an `aggregates` option against a frame (Superset's `_get_aggregate_funcs`): every entry is
 * an object whose column exists and whose operator is known, with options that operator accepts.
 */
export function resolveAggregates(frame: Frame, aggregates: Record<string, unknown>): ResolvedAggregate[] {
  return Object.entries(aggregates).map(([label, raw]) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new PostProcessingError(`Invalid options for aggregate ${label}: expected an object with "column" and "operator"`);
    }
    const spec = raw as Record<string, unknown>;
    for (const key of Object.keys(spec)) {
      if (key !== 'column' && key !== 'operator' && key !== 'options') {
        throw new PostProcessingError(`Invalid options for aggregate ${label}: unexpected option "${key}"`);
      }
    }
    const column = spec['column'] ?? label;
    if (typeof column !== 'string') throw new PostProcessingError(`Column referenced by aggregate is undefined: ${String(column)}`);
    const position = resolveColumn(frame, column)[0];
    if (position === undefined) throw new PostProcessingError(`Column referenced by aggregate is undefined: ${column}`);
    const reduce = createReducer(spec['operator'], spec['options'], label);
    return { label, column, source: new ReducerColumn(frame.data[position]!), reduce };
  });
}
