// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { createAppStore } from '../../store/create-app-store';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { databaseMetadataApi } from '../database/database-metadata-api';
import { savedQueryApi } from '../saved-query/saved-query-api';
import { createSqlLabApi, type SavedQueryInput } from './sqllab-api';
import { SqlLabRequestError } from './sqllab-query-lane';

const SAVED: SavedQueryInput = { db_id: 1, label: 'Top cities', description: '', sql: 'SELECT 1', schema: 'main', catalog: null, template_parameters: null };
const METADATA = { name: 'visits', columns: [{ name: 'city', type: 'TEXT', keys: [] }], selectStar: 'SELECT * FROM visits', primaryKey: { column_names: ['city'] }, foreignKeys: [], indexes: [] };

let server: ReturnType<typeof createFakeApiServer>;
beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/saved_query/': () => ({ count: 0, result: [] }),
    'POST /api/v1/saved_query/': () => jsonResponse(201, { id: 7, result: {} }),
    'GET /api/v1/database/:id/table_metadata/': () => METADATA,
    'POST /tabstateview/': () => jsonResponse(500, { message: 'The tab could not be stored' }),
    'GET /tabstateview/:id': () => jsonResponse(404, { message: 'Not found' }),
    'POST /api/v1/sqllab/permalink': () => jsonResponse(201, { key: 'k1', url: 'http://bi.example.com/sqllab/p/k1' }),
  });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const newStore = () => createAppStore(testBootstrap(testUser({ Admin: [] })));

describe('SQL Lab’s server calls over RTK Query', () => {
  it('fails as a SqlLabRequestError with the HTTP status and the server’s words', async () => {
    const sqlLab = createSqlLabApi(newStore().dispatch);
    const created = await sqlLab.createTabState({ name: 'Untitled query' }).catch((error: unknown) => error);
    expect(created).toBeInstanceOf(SqlLabRequestError);
    expect(created).toMatchObject({ status: 500, message: 'The tab could not be stored' });
    await expect(sqlLab.fetchTabState('9')).rejects.toMatchObject({ status: 404 });
  });

  it('saving a query refreshes the saved query list that is shown', async () => {
    const store = newStore();
    const list = store.dispatch(savedQueryApi.endpoints.getSavedQueryList.initiate({ page: 0, page_size: 25 }));
    await list;
    expect(server.calls('GET', '/api/v1/saved_query/')).toHaveLength(1);
    await expect(createSqlLabApi(store.dispatch).createSavedQuery(SAVED)).resolves.toMatchObject({ id: 7 });
    expect(server.calls('POST', '/api/v1/saved_query/')[0]!.body).toEqual(SAVED);
    await vi.waitFor(() => expect(server.calls('GET', '/api/v1/saved_query/')).toHaveLength(2));
    list.unsubscribe();
  });

  it('reads table metadata through the cache the dataset editor shares', async () => {
    const store = newStore();
    const editor = store.dispatch(databaseMetadataApi.endpoints.getTableMetadata.initiate({ databaseId: 1, schema: 'main', table: 'visits' }));
    await editor;
    const metadata = await createSqlLabApi(store.dispatch).tableMetadata(1, { name: 'visits', schema: 'main', catalog: null });
    expect(metadata).toMatchObject({ name: 'visits', selectStar: 'SELECT * FROM visits', primaryKey: { column_names: ['city'] }, columns: [{ name: 'city', type: 'TEXT' }] });
    expect(server.calls('GET', '/api/v1/database/1/table_metadata/')).toHaveLength(1);
    editor.unsubscribe();
  });

  it('answers a permalink with the server’s whole URL', async () => {
    const link = await createSqlLabApi(newStore().dispatch).createPermalink({ dbId: 1, name: 'Shared', sql: 'SELECT 1' });
    expect(link).toEqual({ key: 'k1', url: 'http://bi.example.com/sqllab/p/k1' });
  });
});
