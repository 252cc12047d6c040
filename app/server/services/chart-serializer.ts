import type { ChartDatasource, ChartRow } from './chart-access.js';
import type { ChartRecord } from './chart-records.js';
import { humanizeDelta } from './humanize-delta.js';
import { safeMarkdown } from './safe-markdown.js';
import type { UserName } from './user-names.js';

/** Where a chart opens: `/explore/?slice_id=N`. */
export const chartUrl = (id: number): string => `/explore/?slice_id=${id}`;

/** A dataset's display name: `schema.table`, or the table alone (Superset's `SqlaTable.name`). */
export function datasourceNameText(datasource: Pick<ChartDatasource, 'schema' | 'table_name'>): string {
  return datasource.schema ? `${datasource.schema}.${datasource.table_name}` : datasource.table_name;
}

/** Where a dataset opens in explore: its default endpoint, else explore on it. */
export function datasourceUrl(datasource: Pick<ChartDatasource, 'id' | 'default_endpoint'>): string {
  return datasource.default_endpoint || `/explore/?datasource_type=table&datasource_id=${datasource.id}`;
}

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stored JSON document parsed, or null when there is none or it is not JSON. */
export function parseJsonOrNull(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A chart's form_data as Superset's `Slice.form_data` builds it: the stored params, then the
 * chart's own id, viz type, datasource key and cache timeout on top, and legacy `since`/`until`
 * folded into `time_range`.
 */
export function chartFormData(chart: Pick<ChartRow, 'id' | 'params' | 'viz_type' | 'datasource_id' | 'datasource_type' | 'cache_timeout'>): Record<string, unknown> {
  const formData: Record<string, unknown> = {
    ...parseObject(chart.params),
    slice_id: chart.id,
    viz_type: chart.viz_type,
    datasource: `${chart.datasource_id ?? 'None'}__${chart.datasource_type ?? 'table'}`,
  };
  if (chart.cache_timeout) formData['cache_timeout'] = chart.cache_timeout;
  if ('since' in formData || 'until' in formData) {
    formData['time_range'] = `${String(formData['since'] ?? '')} : ${String(formData['until'] ?? '')}`;
    delete formData['since'];
    delete formData['until'];
  }
  return formData;
}

const fullName = (user: UserName | undefined) => (user ? `${user.first_name} ${user.last_name}`.trim() : '');
const userRef = (user: UserName | undefined) => (user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null);
const epochMs = (iso: string | null) => (iso ? Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`) : null);

function datasourceFields(record: ChartRecord) {
  const { chart, datasource } = record;
  return {
    datasource_id: chart.datasource_id,
    datasource_type: chart.datasource_type,
    datasource_name_text: datasource ? datasourceNameText(datasource) : null,
    datasource_url: datasource ? datasourceUrl(datasource) : null,
  };
}

/** `GET /api/v1/chart/{pk}`: Superset's show columns, plus the dataset fields explore's header reads. */
export function chartDetail(record: ChartRecord) {
  const { chart } = record;
  return {
    id: chart.id,
    uuid: chart.uuid,
    slice_name: chart.slice_name,
    viz_type: chart.viz_type,
    params: chart.params,
    query_context: chart.query_context,
    description: chart.description,
    cache_timeout: chart.cache_timeout,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    is_managed_externally: Boolean(chart.is_managed_externally),
    external_url: chart.external_url,
    owners: record.owners.map(userRef),
    dashboards: record.dashboards.map((d) => ({ id: d.id, dashboard_title: d.dashboard_title, json_metadata: d.json_metadata })),
    tags: [],
    changed_on: chart.changed_on,
    changed_on_delta_humanized: humanizeDelta(chart.changed_on),
    url: chartUrl(chart.id),
    // No thumbnails are rendered, so there is no digest to point at.
    thumbnail_url: null,
    ...datasourceFields(record),
  };
}

/** The show columns a `q=(columns:!(…))` may pick from. */
export const CHART_SHOW_COLUMNS: ReadonlySet<string> = new Set([
  'id', 'uuid', 'slice_name', 'viz_type', 'params', 'query_context', 'description', 'cache_timeout', 'certified_by',
  'certification_details', 'is_managed_externally', 'external_url', 'owners', 'dashboards', 'tags', 'changed_on',
  'changed_on_delta_humanized', 'url', 'thumbnail_url', 'datasource_id', 'datasource_type', 'datasource_name_text',
  'datasource_url',
]);

/** A row of `GET /api/v1/chart/`: Superset's list columns. */
export function chartListItem(record: ChartRecord) {
  const { chart, datasource, users } = record;
  const changer = chart.changed_by_fk === null ? undefined : users.get(chart.changed_by_fk);
  const creator = chart.created_by_fk === null ? undefined : users.get(chart.created_by_fk);
  const saver = chart.last_saved_by_fk === null ? undefined : users.get(chart.last_saved_by_fk);
  return {
    id: chart.id,
    uuid: chart.uuid,
    slice_name: chart.slice_name,
    url: chartUrl(chart.id),
    slice_url: chartUrl(chart.id),
    edit_url: `/chart/edit/${chart.id}`,
    viz_type: chart.viz_type,
    ...datasourceFields(record),
    table: datasource ? { default_endpoint: datasource.default_endpoint, table_name: datasource.table_name } : null,
    description: chart.description,
    description_markeddown: safeMarkdown(chart.description),
    cache_timeout: chart.cache_timeout,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    is_managed_externally: Boolean(chart.is_managed_externally),
    params: chart.params,
    form_data: chartFormData(chart),
    query_context: chart.query_context,
    owners: record.owners.map(userRef),
    dashboards: record.dashboards.map((d) => ({ id: d.id, dashboard_title: d.dashboard_title })),
    tags: [],
    changed_by: userRef(changer),
    changed_by_name: fullName(changer),
    changed_on_delta_humanized: humanizeDelta(chart.changed_on),
    changed_on_dttm: epochMs(chart.changed_on),
    changed_on_utc: chart.changed_on,
    created_by: userRef(creator),
    created_by_name: fullName(creator),
    created_on_delta_humanized: humanizeDelta(chart.created_on),
    last_saved_at: chart.last_saved_at,
    last_saved_by: userRef(saver),
    thumbnail_url: null,
  };
}

/** Explore's `slice`: Superset's `Slice.data`. */
export function sliceData(record: ChartRecord) {
  const { chart, datasource } = record;
  return {
    slice_id: chart.id,
    slice_name: chart.slice_name,
    slice_url: chartUrl(chart.id),
    edit_url: `/chart/edit/${chart.id}`,
    datasource: datasource ? datasourceNameText(datasource) : chart.datasource_name,
    description: chart.description,
    description_markeddown: safeMarkdown(chart.description),
    form_data: chartFormData(chart),
    query_context: parseJsonOrNull(chart.query_context),
    cache_timeout: chart.cache_timeout,
    changed_on: chart.changed_on,
    changed_on_humanized: humanizeDelta(chart.changed_on),
    modified: humanizeDelta(chart.changed_on),
    owners: record.owners.map((o) => o.id),
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    is_managed_externally: Boolean(chart.is_managed_externally),
  };
}

/** Explore's `metadata`: who made and changed the chart, and where it is shown. */
export function sliceMetadata(record: ChartRecord) {
  const { chart, users } = record;
  const writer = users.get(chart.changed_by_fk ?? -1) ?? users.get(chart.created_by_fk ?? -1);
  return {
    created_on_humanized: humanizeDelta(chart.created_on),
    changed_on_humanized: humanizeDelta(chart.changed_on),
    owners: record.owners.map(fullName),
    dashboards: record.dashboards.map((d) => ({ id: d.id, dashboard_title: d.dashboard_title })),
    ...(writer ? { changed_by: fullName(writer) } : {}),
  };
}
