import type { ChartRow } from '../chart-access.js';
import { BUNDLE_VERSION, type ChartFile } from './bundle-format.js';
import { parseJsonObject } from './export-json.js';

/**
 * A chart as `charts/<name>_<id>.yaml`: its form data as an object, the saved query context
 * kept as the JSON string Superset keeps, and the uuid of its dataset when it has one.
 */
export function chartFile(chart: ChartRow, datasetUuid: string | null): ChartFile {
  const file: ChartFile = {
    slice_name: chart.slice_name ?? '',
    description: chart.description,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    viz_type: chart.viz_type ?? '',
    params: parseJsonObject(chart.params) ?? {},
    query_context: chart.query_context && chart.query_context.trim() ? chart.query_context : null,
    cache_timeout: chart.cache_timeout,
    uuid: chart.uuid,
    version: BUNDLE_VERSION,
  };
  if (datasetUuid !== null) file.dataset_uuid = datasetUuid;
  return file;
}
