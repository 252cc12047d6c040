import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { ItemQuery, ListQuery } from '../http/rison-query.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { canOverwriteChart, canReadChart, datasourceOfChart, loadChartDatasources, loadChartOwnerIds } from './chart-access.js';
import { removeChartStars, starChart, starredChartIds, unstarChart } from './chart-favorites.js';
import type { ChartCreateInput, ChartUpdateInput } from './chart-input.js';
import { chartListBase, distinctVizTypes, listCharts } from './chart-list.js';
import { loadChartRecords, type ChartRecord } from './chart-records.js';
import { CHART_FORBIDDEN, createChart, updateChart, type OpenedChart } from './chart-save.js';
import { CHART_SHOW_COLUMNS, chartDetail } from './chart-serializer.js';
import { selectFields } from './select-fields.js';

/**
 * Charts (Superset's slices): saved visualisations of a dataset. A chart is visible to whoever
 * may read its dataset (404 otherwise, so hidden charts stay unknown); creating one needs
 * can_write on Chart (checked by the route) and read access to the dataset; changing or
 * deleting one needs ownership unless the caller is an administrator (spec §6). Every write is
 * one transaction.
 */
export class ChartService {
  constructor(private readonly db: Kysely<Database>) {}

  list(principal: Principal, query: ListQuery) {
    return listCharts(this.db, principal, query);
  }

  vizTypes(principal: Principal) {
    return distinctVizTypes(this.db, principal);
  }

  /** The chart, or 404 when it does not exist or the caller may not read its dataset. */
  async open(principal: Principal, id: number): Promise<OpenedChart> {
    const chart = await this.db.selectFrom('slices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!chart) throw HttpError.notFound();
    const datasource = datasourceOfChart(chart, await loadChartDatasources(this.db, [chart.datasource_id]));
    if (!canReadChart(principal, datasource)) throw HttpError.notFound();
    const ownerIds = (await loadChartOwnerIds(this.db, [id])).get(id) ?? [];
    return { chart, datasource, ownerIds };
  }

  /** The chart with its owners, dashboards and dataset, for answers that show all of it. */
  async record(principal: Principal, id: number): Promise<ChartRecord> {
    const { chart, datasource } = await this.open(principal, id);
    const known = new Map(datasource ? [[datasource.id, datasource]] : []);
    const [record] = await loadChartRecords(this.db, [chart], known);
    return record!;
  }

  async show(principal: Principal, id: number, query: ItemQuery) {
    const record = await this.record(principal, id);
    return { id, result: selectFields(chartDetail(record), query.columns, CHART_SHOW_COLUMNS) };
  }

  create(principal: Principal, input: ChartCreateInput) {
    return createChart(this.db, principal, input);
  }

  async update(principal: Principal, id: number, input: ChartUpdateInput) {
    return updateChart(this.db, principal, await this.open(principal, id), input);
  }

  async remove(principal: Principal, id: number): Promise<void> {
    await this.removeMany(principal, [id]);
  }

  /**
   * Deletes charts, all or none: 404 when any is missing or hidden, 403 when the caller may not
   * change any one of them, 422 when a report still sends one.
   */
  async removeMany(principal: Principal, ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw HttpError.notFound();
    const visible = await chartListBase(this.db, principal).select('slices.id').where('slices.id', 'in', unique).execute();
    if (visible.length !== unique.length) throw HttpError.notFound();
    const owners = await loadChartOwnerIds(this.db, unique);
    if (unique.some((id) => !canOverwriteChart(principal, owners.get(id) ?? []))) throw HttpError.forbidden(CHART_FORBIDDEN);
    const reports = await this.db.selectFrom('report_schedule').select('name').where('chart_id', 'in', unique).orderBy('name').execute();
    if (reports.length > 0) throw HttpError.unprocessable(`There are associated alerts or reports: ${reports.map((r) => r.name).join(',')}`);
    await this.db.transaction().execute(async (trx) => {
      await removeChartStars(trx, unique);
      await trx.deleteFrom('tagged_object').where('object_type', '=', 'chart').where('object_id', 'in', unique).execute();
      // Owners and dashboard links go with the chart (their foreign keys cascade).
      await trx.deleteFrom('slices').where('id', 'in', unique).execute();
    });
    return unique.length;
  }

  /**
   * `GET /favorite_status/`: for each id asked, whether the caller starred it; 404 when none of
   * the ids is a chart the caller may read (Superset's answer).
   */
  async favoriteStatus(principal: Principal, ids: readonly number[]) {
    const visible = ids.length === 0 ? [] : await chartListBase(this.db, principal).select('slices.id').where('slices.id', 'in', [...ids]).execute();
    if (visible.length === 0) throw HttpError.notFound();
    const starred = await starredChartIds(this.db, principal.userId, visible.map((v) => v.id));
    return ids.map((id) => ({ id, value: starred.has(id) }));
  }

  async addFavorite(principal: Principal, id: number): Promise<void> {
    await this.open(principal, id);
    await starChart(this.db, principal.userId, id);
  }

  async removeFavorite(principal: Principal, id: number): Promise<void> {
    await this.open(principal, id);
    await unstarChart(this.db, principal.userId, id);
  }
}
