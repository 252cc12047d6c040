import type { DashboardRow } from '../dashboard-access.js';
import { BUNDLE_VERSION, type BundleJson, type BundleObject, type DashboardFile } from './bundle-format.js';
import { exportPosition, type PositionChart } from './export-dashboard-position.js';
import { flag, isBundleObject, parseJsonObject } from './export-json.js';

function nativeFilters(metadata: BundleObject): BundleObject[] {
  const filters = metadata['native_filter_configuration'];
  return Array.isArray(filters) ? filters.filter(isBundleObject) : [];
}

function targetsOf(filter: BundleObject): BundleObject[] {
  const targets = filter['targets'];
  return Array.isArray(targets) ? targets.filter(isBundleObject) : [];
}

/** The ids of the datasets the dashboard's native filters read their values from. */
export function nativeFilterDatasetIds(jsonMetadata: string | null): number[] {
  const metadata = parseJsonObject(jsonMetadata) ?? {};
  const ids = nativeFilters(metadata).flatMap((filter) => targetsOf(filter).map((target) => target['datasetId']));
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

/** Native filter targets name datasets by uuid in a bundle: `datasetId` becomes `datasetUuid`. */
function exportMetadata(metadata: BundleObject, datasetUuids: ReadonlyMap<number, string>): BundleObject {
  const filters = metadata['native_filter_configuration'];
  if (!Array.isArray(filters)) return metadata;
  const exportTarget = (target: BundleJson): BundleJson => {
    if (!isBundleObject(target) || typeof target['datasetId'] !== 'number') return target;
    const { datasetId, ...rest } = target;
    const uuid = datasetUuids.get(datasetId);
    return uuid === undefined ? rest : { ...rest, datasetUuid: uuid };
  };
  const exportFilter = (filter: BundleJson): BundleJson =>
    isBundleObject(filter) && Array.isArray(filter['targets']) ? { ...filter, targets: filter['targets'].map(exportTarget) } : filter;
  return { ...metadata, native_filter_configuration: filters.map(exportFilter) };
}

/** What a dashboard file refers to besides the dashboard itself. */
export interface DashboardReferences {
  /** The dashboard's charts that go into the bundle, in id order. */
  charts: readonly PositionChart[];
  /** uuid of every chart the layout may name. */
  chartUuids: ReadonlyMap<number, string>;
  /** uuid of every dataset a native filter may name. */
  datasetUuids: ReadonlyMap<number, string>;
}

/**
 * A dashboard as `dashboards/<title>_<id>.yaml`: position and json_metadata as objects, chart
 * components carrying their chart's uuid, native filter targets their dataset's uuid.
 */
export function dashboardFile(dashboard: DashboardRow, refs: DashboardReferences): DashboardFile {
  return {
    dashboard_title: dashboard.dashboard_title ?? '',
    description: dashboard.description,
    css: dashboard.css,
    slug: dashboard.slug,
    certified_by: dashboard.certified_by,
    certification_details: dashboard.certification_details,
    published: flag(dashboard.published),
    uuid: dashboard.uuid,
    position: exportPosition(parseJsonObject(dashboard.position_json) ?? {}, refs.charts, refs.chartUuids),
    metadata: exportMetadata(parseJsonObject(dashboard.json_metadata) ?? {}, refs.datasetUuids),
    version: BUNDLE_VERSION,
  };
}
