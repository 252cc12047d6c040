import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ResultsCache } from '../engine/cache/index.js';
import { HttpError } from '../http/http-error.js';
import { canAccessDataset } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import type { ChartService } from './chart-service.js';
import { datasetAccessDenied } from './dataset-access-denied.js';
import { loadDatasetBundle } from './dataset-bundle.js';

/** What explore stores under a key: Superset's `FormDataPostSchema`/`FormDataPutSchema`. */
export interface ExploreFormDataInput {
  datasource_id: number;
  datasource_type: string;
  chart_id?: number;
  /** The form data as JSON text, kept as sent. */
  form_data: string;
}

/** One stored entry: the input plus who wrote it (Superset's `TemporaryExploreState`). */
interface StoredState extends ExploreFormDataInput {
  owner: number;
}

/** Superset's `EXPLORE_FORM_DATA_CACHE_CONFIG` default: a week. */
const FORM_DATA_TTL_SECONDS = 7 * 24 * 3600;
const cacheKey = (key: string) => `explore-form-data:${key}`;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Explore's unsaved form data, kept in the results cache for a week under a random key (what
 * `?form_data_key=` in an explore URL names): `POST/PUT/GET/DELETE /api/v1/explore/form_data`.
 * Every call checks that the caller may read the dataset (and the chart, when one is named);
 * changing or deleting an entry is for the user who wrote it, as in Superset.
 *
 * @example
 * ```ts
 * const store = new ExploreFormDataCache(db, app.engine.cache, new ChartService(db));
 * const key = await store.create(principal, { datasource_id: 1, datasource_type: 'table', form_data: '{}' });
 * ```
 */
export class ExploreFormDataCache {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: ResultsCache,
    private readonly charts: ChartService,
  ) {}

  /** Stores new form data and returns its key. */
  async create(principal: Principal, input: ExploreFormDataInput): Promise<string> {
    await this.checkAccess(principal, input);
    const key = randomBytes(12).toString('base64url');
    await this.write(key, { ...input, owner: principal.userId });
    return key;
  }

  /** Replaces the form data under `key`, written by the same user; returns the key. */
  async update(principal: Principal, key: string, input: ExploreFormDataInput): Promise<string> {
    await this.checkAccess(principal, input);
    const state = await this.read(key);
    if (!state) throw HttpError.notFound();
    if (state.owner !== principal.userId) throw HttpError.forbidden();
    await this.write(key, { ...input, owner: principal.userId });
    return key;
  }

  /** The form data text under `key`, or 404. */
  async get(principal: Principal, key: string): Promise<string> {
    const state = await this.read(key);
    if (!state) throw HttpError.notFound();
    await this.checkAccess(principal, state);
    return state.form_data;
  }

  /** The entry under `key`, when it exists and the caller may read it; null otherwise. */
  async find(principal: Principal, key: string): Promise<ExploreFormDataInput | null> {
    const state = await this.read(key);
    if (!state) return null;
    try {
      await this.checkAccess(principal, state);
    } catch {
      return null;
    }
    return state;
  }

  /** Deletes the entry under `key`, written by the same user. */
  async remove(principal: Principal, key: string): Promise<void> {
    const state = await this.read(key);
    if (!state) throw HttpError.notFound();
    if (state.owner !== principal.userId) throw HttpError.forbidden();
    await this.cache.delete(cacheKey(key));
  }

  private async write(key: string, state: StoredState): Promise<void> {
    await this.cache.set(cacheKey(key), { payload: JSON.stringify(state), cachedAt: new Date().toISOString() }, FORM_DATA_TTL_SECONDS);
  }

  private async read(key: string): Promise<StoredState | null> {
    if (!KEY_PATTERN.test(key)) return null;
    const entry = await this.cache.get(cacheKey(key));
    if (!entry || typeof entry.payload !== 'string') return null;
    return JSON.parse(entry.payload) as StoredState;
  }

  /** Superset's `check_access`: the chart must be visible and the dataset readable. */
  private async checkAccess(principal: Principal, input: ExploreFormDataInput): Promise<void> {
    if (input.chart_id !== undefined) await this.charts.open(principal, input.chart_id);
    const bundle = await loadDatasetBundle(this.db, input.datasource_id);
    if (!bundle) throw HttpError.notFound('Dataset does not exist');
    if (!canAccessDataset(principal, { ...bundle.dataset, database: bundle.database })) {
      throw datasetAccessDenied(bundle.dataset.table_name, { datasource_id: input.datasource_id, datasource_type: input.datasource_type });
    }
  }
}
