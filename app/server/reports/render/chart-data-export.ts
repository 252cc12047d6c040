import { Ajv } from 'ajv';
import type { GenericColumnType } from '@core/plugin-api/index.js';
import type { Frame } from '@core/query/post-processing/index.js';
import { ChartDataError } from '../../engine/chart-data/chart-data-error.js';
import type { ChartDataService, QueryOutcome } from '../../engine/chart-data/chart-data-service.js';
import { applyClientProcessing } from '../../engine/chart-data/post-processed-result.js';
import { queryContextSchema } from '../../engine/chart-data/query-context-schema.js';
import { compileOnFirstUse } from '../../http/compile-on-first-use.js';
import type { Principal } from '../../security/principal.js';
import type { ChartRow } from '../../services/chart-access.js';
import { ReportRunError } from '../report-model.js';
import { cannotReadMessage } from './report-access.js';
import { chartQueryContext } from './chart-query-context.js';

/** One table of a chart's data, ready for CSV, XLSX or an HTML table. */
export interface ChartTable {
  frame: Frame;
  types: (GenericColumnType | null)[];
}

// The same rules (and defaults) as the chart-data route's body schema.
const ajv = new Ajv({ removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true, allowUnionTypes: true, strict: false });
const validateQueryContext = compileOnFirstUse(ajv, queryContextSchema);

/**
 * A chart's data as its report's executor sees it: the chart-data service in process, so the
 * executor's dataset access and row-level security apply exactly as on `POST /api/v1/chart/data`,
 * post-processed as the chart shows it. Fails with a `ReportRunError` naming the executor when
 * they may not read the data, or with the engine's message.
 */
export async function chartTableAs(service: ChartDataService, principal: Principal, chart: ChartRow, options: { force: boolean; signal: AbortSignal }): Promise<ChartTable> {
  const name = chart.slice_name ?? `#${chart.id}`;
  const context = chartQueryContext(chart, { force: options.force });
  if (!context) throw new ReportRunError(`Chart "${name}" has no dataset to read data from.`);
  if (!validateQueryContext(context)) throw new ReportRunError(`The saved query of chart "${name}" is not valid: ${ajv.errorsText(validateQueryContext.errors)}`);
  let outcomes: QueryOutcome[];
  try {
    const ran = await service.run(context, principal, { force: options.force, signal: options.signal });
    outcomes = applyClientProcessing(ran.outcomes, context.form_data, ran.datasource);
  } catch (error) {
    if (error instanceof ChartDataError && (error.statusCode === 403 || error.statusCode === 404)) {
      throw new ReportRunError(`${cannotReadMessage(principal.username, 'chart', name)} ${error.message}`);
    }
    if (error instanceof ChartDataError) throw new ReportRunError(`The data of chart "${name}" could not be read: ${error.message}`);
    throw error;
  }
  const data = outcomes.filter((outcome): outcome is Extract<QueryOutcome, { kind: 'data' }> => outcome.kind === 'data');
  if (data.length === 0) throw new ReportRunError(`Chart "${name}" returned no data table.`);
  // A chart of several queries (a comparison, say) reports its first: the one its main view draws.
  return { frame: data[0]!.frame, types: data[0]!.types };
}
