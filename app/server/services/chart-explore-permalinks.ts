import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { canAccessDataset } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { loadChartDatasources } from './chart-access.js';
import type { ChartService } from './chart-service.js';
import { PermalinkStore } from './permalink-store.js';

export { permalinkKeyOf, uuidOfPermalinkKey } from './permalink-store.js';

/** The `key_value.resource` explore permalinks are stored under (Superset's name). */
export const EXPLORE_PERMALINK_RESOURCE = 'explore_permalink';

/** What a permalink keeps: the form data and the URL parameters of the explore page. */
export interface ExplorePermalinkState {
  formData: Record<string, unknown>;
  /** `[name, value]` pairs. */
  urlParams?: [string, string][] | null;
}

/** The stored value, as Superset's `GET /api/v1/explore/permalink/{key}` answers it. */
export interface ExplorePermalinkValue {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  datasource: string;
  state: ExplorePermalinkState;
}

/** `12__table` → `[12, 'table']`; null for anything else. */
export function parseDatasourceKey(value: unknown): [id: number, type: string] | null {
  const match = typeof value === 'string' ? /^(\d+)__(\w+)$/.exec(value) : null;
  return match ? [Number(match[1]), match[2]!] : null;
}

function chartIdOf(formData: Record<string, unknown>): number | null {
  const raw = formData['slice_id'];
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Explore permalinks in the `key_value` store. Creating and opening one both need read access
 * to the dataset the form data names, and to the chart when it names one; anything the caller
 * may not read answers 404, so a shared link reveals nothing to someone without access.
 */
export class ExplorePermalinks {
  private readonly store: PermalinkStore<ExplorePermalinkValue>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly charts: ChartService,
  ) {
    this.store = new PermalinkStore(db, EXPLORE_PERMALINK_RESOURCE);
  }

  private async checkAccess(principal: Principal, datasourceId: number, datasourceType: string, chartId: number | null): Promise<void> {
    if (datasourceType !== 'table' && datasourceType !== 'dataset') throw HttpError.notFound();
    const datasource = (await loadChartDatasources(this.db, [datasourceId])).get(datasourceId);
    if (!datasource || !canAccessDataset(principal, datasource)) throw HttpError.notFound();
    if (chartId !== null) await this.charts.open(principal, chartId);
  }

  async create(principal: Principal, state: ExplorePermalinkState): Promise<{ key: string; url: string }> {
    const parsed = parseDatasourceKey(state.formData['datasource']);
    if (!parsed) throw HttpError.badRequest({ 'formData.datasource': ['Expected <id>__<type>, e.g. 3__table'] });
    const [datasourceId, datasourceType] = parsed;
    const chartId = chartIdOf(state.formData);
    await this.checkAccess(principal, datasourceId, datasourceType, chartId);
    const value: ExplorePermalinkValue = {
      chartId,
      datasourceId,
      datasourceType,
      datasource: `${datasourceId}__${datasourceType}`,
      state: { formData: state.formData, urlParams: state.urlParams ?? null },
    };
    const key = await this.store.put(value, principal.userId);
    return { key, url: `/explore/p/${key}/` };
  }

  /** The stored value; 404 when the key is unknown, expired, or names what the caller may not read. */
  async get(principal: Principal, key: string): Promise<ExplorePermalinkValue> {
    const value = await this.store.get(key);
    await this.checkAccess(principal, value.datasourceId, value.datasourceType, value.chartId);
    return value;
  }
}
