import type { GenericColumnType, QueryFormData } from '@core/plugin-api/index.js';
import { pivotGrid, pivotGridFrame, pivotGridOptionsOf, type Frame } from '@core/query/post-processing/index.js';
import { isoDateTime, toRecords } from '../serialize/index.js';
import type { QueryOutcome } from './chart-data-service.js';
import { inferGenericType } from './generic-data-type.js';
import type { LoadedDatasource } from './load-datasource.js';

type DataOutcome = Extract<QueryOutcome, { kind: 'data' }>;

/** Reshapes one query's result as a viz type draws it, naming things with the dataset's verbose map. */
type ClientProcessor = (outcome: DataOutcome, formData: QueryFormData, verboseMap: Readonly<Record<string, string>>) => DataOutcome;

/**
 * The dataset's display names (Superset's `verbose_map`): each column's and metric's verbose name,
 * or its own name when it has none.
 */
export function verboseMapOf(datasource: Pick<LoadedDatasource, 'columns' | 'metrics'>): Record<string, string> {
  const map: Record<string, string> = { __timestamp: 'Time' };
  for (const column of datasource.columns) map[column.column_name] = column.verbose_name || column.column_name;
  for (const metric of datasource.metrics) map[metric.metric_name] = metric.verbose_name || metric.metric_name;
  return map;
}

/**
 * The pivot table (`pivot_table_v2`) as the chart shows it: the same pivot (`pivotGrid` over the
 * form data's settings), flattened to one table whose headers read the verbose names. Temporal
 * header values are written as ISO date-times; cell values stay numbers.
 */
const pivotTable: ClientProcessor = (outcome, formData, verboseMap) => {
  const temporal = new Set(outcome.frame.columns.filter((name, index) => outcome.types[index] === 'temporal' || outcome.frame.temporalColumns?.includes(name)));
  const grid = pivotGrid(
    toRecords(outcome.frame),
    pivotGridOptionsOf(formData, {
      formatKey: (column, value) => (temporal.has(column) && typeof value === 'number' ? isoDateTime(value) : String(value)),
      displayName: (name) => verboseMap[name] || name,
    }),
  );
  const frame: Frame = pivotGridFrame(grid);
  const headerColumns = Math.max(grid.rowLevels.length, 1);
  const types: GenericColumnType[] = frame.data.map((values, index) => (index < headerColumns ? 'string' : inferGenericType(values)));
  return { ...outcome, frame, types };
};

/** Viz types whose data the browser reshapes before drawing, and the same reshaping done here. */
const CLIENT_PROCESSORS: Readonly<Record<string, ClientProcessor>> = { pivot_table_v2: pivotTable };

/** Whether the server can return `post_processed` data for a viz type (anything else is returned as queried). */
export function hasClientProcessing(vizType: unknown): boolean {
  return typeof vizType === 'string' && Object.hasOwn(CLIENT_PROCESSORS, vizType);
}

/**
 * Superset's `result_type: "post_processed"`: the queries run as for `full`, then each data result
 * is reshaped as the chart's viz type shows it (so a pivot table exports its pivot, totals and
 * verbose headers included). Viz types that draw their rows as queried, or a request without form
 * data, get the results unchanged.
 *
 * @example
 * ```ts
 * const { datasource, outcomes } = await service.run(context, principal, options);
 * const shown = applyClientProcessing(outcomes, context.form_data, datasource);
 * ```
 */
export function applyClientProcessing(outcomes: QueryOutcome[], formData: QueryFormData | null | undefined, datasource: LoadedDatasource): QueryOutcome[] {
  if (!formData || !hasClientProcessing(formData.viz_type)) return outcomes;
  const process = CLIENT_PROCESSORS[formData.viz_type]!;
  const verboseMap = verboseMapOf(datasource);
  return outcomes.map((outcome) => (outcome.kind === 'data' ? process(outcome, formData, verboseMap) : outcome));
}
