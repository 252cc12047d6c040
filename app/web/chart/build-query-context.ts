import { applyExtraFormData, type ExtraFormData, type QueryContext } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import type { FormData } from './chart-form-data';

/** What a chart adds to its viz's `buildQuery`. */
export interface QueryContextOptions {
  /** Skip the server's caches. */
  force?: boolean;
  /** The chart's private state (a table's page, for instance). */
  ownState?: Record<string, unknown>;
  resultType?: QueryContext['result_type'];
  /** What a dashboard's filters add to every query of the chart. */
  extraFormData?: ExtraFormData;
}

/**
 * The query context a chart sends, wherever it is drawn: its viz's `buildQuery` with the form data
 * and the force flag, JSON results of the full type unless asked otherwise (Arrow for a single-query
 * chart whose viz declares `dataFormat: 'arrow'`), and the extra form data
 * of the filters that reach the chart merged into every query. Charts given the same filters ask
 * the same question, so a dashboard's cache sends it once.
 */
export function buildQueryContext(viz: VizDescriptor, formData: FormData, options: QueryContextOptions = {}): QueryContext {
  const context = viz.buildQuery(formData, { ownState: options.ownState });
  const resultType = options.resultType ?? context.result_type ?? 'full';
  // A viz asking for columnar data gets its chart's rows as Arrow; views of them (samples, the query) stay JSON.
  const columnar = viz.dataFormat === 'arrow' && resultType === 'full' && context.queries.length === 1;
  const built = {
    ...context,
    force: options.force ?? false,
    form_data: formData,
    result_format: columnar && (context.result_format ?? 'json') === 'json' ? 'arrow' : (context.result_format ?? 'json'),
    result_type: resultType,
  } as QueryContext;
  return applyExtraFormData(built, options.extraFormData);
}
