import type { Kysely, Updateable } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { SlicesTable } from '../store/tables/content-tables.js';
import { canOverwriteChart, canReadChart, loadChartDatasources, type ChartDatasource, type ChartRow } from './chart-access.js';
import { chartDashboardIds, checkDashboardChanges, setChartDashboards, setChartOwners } from './chart-dashboards.js';
import { checkJsonFields, isDatasetType, isQueryContextUpdate, vizTypeOf, type ChartCreateInput, type ChartUpdateInput } from './chart-input.js';
import { datasourceNameText } from './chart-serializer.js';
import { FieldErrors, resolveOwners } from './dataset-rules.js';
import { checkVersion, editVersionOf, nextStamp, updateVersioned } from './edit-version.js';

/** spec §6: the message of a save or delete the caller may not make. */
export const CHART_FORBIDDEN = 'You do not have permission to edit this chart';

/** A chart the caller may read, with its dataset (null when gone) and its owners' ids. */
export interface OpenedChart {
  chart: ChartRow;
  datasource: ChartDatasource | null;
  ownerIds: number[];
}

/**
 * The dataset a chart is saved on: it must be a dataset that exists and that the caller may
 * read. A dataset the caller cannot read is answered like a missing one, so its existence is
 * not revealed.
 */
async function resolveDatasource(db: Kysely<Database>, principal: Principal, type: string, id: number, errors: FieldErrors): Promise<ChartDatasource | null> {
  if (!isDatasetType(type)) {
    errors.add('datasource_type', `Datasource type ${type} is not supported: charts are built on datasets`);
    return null;
  }
  const datasource = (await loadChartDatasources(db, [id])).get(id) ?? null;
  if (!datasource || !canReadChart(principal, datasource)) {
    errors.add('datasource_id', 'Datasource does not exist');
    return null;
  }
  return datasource;
}

/** The columns a chart copies from its dataset: its name and the permission strings Superset keeps on slices. */
function datasourceColumns(datasource: ChartDatasource) {
  return {
    datasource_id: datasource.id,
    datasource_type: 'table',
    datasource_name: datasourceNameText(datasource),
    perm: datasource.perm,
    schema_perm: datasource.schema_perm,
    catalog_perm: datasource.catalog_perm,
  };
}

/**
 * `POST /api/v1/chart/`: checks the JSON fields, the dataset (exists, readable), the owners
 * (each a user; the caller always among them unless an administrator names others) and the
 * dashboards (exist; the caller may edit each), then writes the chart and its links in one
 * transaction.
 */
export async function createChart(db: Kysely<Database>, principal: Principal, input: ChartCreateInput) {
  checkJsonFields(input);
  const errors = new FieldErrors();
  const datasource = await resolveDatasource(db, principal, input.datasource_type, input.datasource_id, errors);
  // An empty owner list means "me", as Superset's create does.
  const owners = await resolveOwners(db, principal, input.owners?.length ? input.owners : undefined, errors);
  const dashboards = [...new Set(input.dashboards ?? [])];
  await checkDashboardChanges(db, principal, dashboards, [], errors);
  errors.throwIfAny();

  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('slices')
      .values({
        slice_name: input.slice_name,
        viz_type: vizTypeOf(input) ?? null,
        ...datasourceColumns(datasource!),
        params: input.params ?? null,
        query_context: input.query_context ?? null,
        description: input.description ?? null,
        cache_timeout: input.cache_timeout ?? null,
        certified_by: input.certified_by ?? null,
        certification_details: input.certification_details ?? null,
        is_managed_externally: input.is_managed_externally ?? false,
        external_url: input.external_url ?? null,
        last_saved_at: now,
        last_saved_by_fk: principal.userId,
        created_on: now,
        changed_on: now,
        created_by_fk: principal.userId,
        changed_by_fk: principal.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setChartOwners(trx, inserted.id, owners);
    await setChartDashboards(trx, inserted.id, dashboards);
    return inserted.id;
  });
  const { query_context_generation: _generation, datasource_name: _name, ...result } = input;
  return { id, result: { ...result, viz_type: vizTypeOf(input) ?? null, owners, dashboards } };
}

/**
 * `PUT /api/v1/chart/{pk}`: owners and administrators change any field sent; anyone who may
 * read the chart may store a generated query context (`query_context_generation`), which does
 * not count as changing the chart. New form data (`params`) or a new dataset sent without a
 * query context clears the stored one: it was built from the old form data, and a stale context
 * would query the wrong thing; the client regenerates it on the next explore visit.
 */
export async function updateChart(db: Kysely<Database>, principal: Principal, opened: OpenedChart, input: ChartUpdateInput) {
  checkJsonFields(input);
  const { chart } = opened;
  const generated = isQueryContextUpdate(input);
  if (!generated && !canOverwriteChart(principal, opened.ownerIds)) throw HttpError.forbidden(CHART_FORBIDDEN);
  const version = editVersionOf(input.changed_on);
  checkVersion(version, chart.changed_on, 'chart');

  const errors = new FieldErrors();
  const datasourceChanges =
    (input.datasource_id !== undefined && input.datasource_id !== null) || (input.datasource_type !== undefined && input.datasource_type !== null);
  let datasource: ChartDatasource | null = null;
  if (datasourceChanges) {
    const type = input.datasource_type ?? chart.datasource_type ?? 'table';
    const datasourceId = input.datasource_id ?? chart.datasource_id;
    if (datasourceId === null) errors.add('datasource_id', 'Datasource does not exist');
    else datasource = await resolveDatasource(db, principal, type, datasourceId, errors);
  }
  const owners = input.owners !== undefined ? await resolveOwners(db, principal, input.owners, errors) : undefined;
  const dashboards = input.dashboards !== undefined ? [...new Set(input.dashboards)] : undefined;
  if (dashboards) await checkDashboardChanges(db, principal, dashboards, await chartDashboardIds(db, chart.id), errors);
  errors.throwIfAny();

  const changes: Updateable<SlicesTable> = {};
  if (input.slice_name !== undefined && input.slice_name !== null) changes.slice_name = input.slice_name;
  const vizType = vizTypeOf(input);
  if (vizType !== undefined) changes.viz_type = vizType;
  for (const field of ['params', 'query_context', 'description', 'cache_timeout', 'certified_by', 'certification_details', 'external_url'] as const) {
    if (input[field] !== undefined) (changes as Record<string, unknown>)[field] = input[field];
  }
  if (input.is_managed_externally !== undefined) changes.is_managed_externally = input.is_managed_externally ?? false;
  if (datasource) Object.assign(changes, datasourceColumns(datasource));
  const datasourceMoved = datasource !== null && datasource.id !== chart.datasource_id;
  const paramsChanged = input.params !== undefined && input.params !== chart.params;
  if ((paramsChanged || datasourceMoved) && input.query_context === undefined) changes.query_context = null;
  const stamp = generated ? undefined : nextStamp(chart.changed_on);
  if (stamp !== undefined) Object.assign(changes, { changed_on: stamp, changed_by_fk: principal.userId, last_saved_at: stamp, last_saved_by_fk: principal.userId });

  await db.transaction().execute(async (trx) => {
    if (Object.keys(changes).length > 0) await updateVersioned(trx, 'slices', chart.id, changes, { version, stored: chart.changed_on, kind: 'chart' });
    if (owners) await setChartOwners(trx, chart.id, owners);
    if (dashboards) await setChartDashboards(trx, chart.id, dashboards);
  });
  const { query_context_generation: _generation, datasource_name: _name, changed_on: _version, ...result } = input;
  return { id: chart.id, result: { ...result, ...(owners ? { owners } : {}), ...(dashboards ? { dashboards } : {}), ...(stamp ? { changed_on: stamp } : {}) } };
}
