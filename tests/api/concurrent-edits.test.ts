import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editConflictMessage } from '../../app/server/services/edit-version.js';
import type { StoreDialect } from '../../app/server/store/store.js';
import { layoutWith, setUpDashboardApp, type DashboardApp } from './dashboard-fixture.js';

/**
 * No lost edits: two editors saving the same dashboard, chart, dataset or saved query at once, or
 * one saving a copy older than the stored one. A save naming the version it was based on
 * (`changed_on`, or a dashboard's `last_modified_time`) answers 409 when another save came first,
 * on both metadata stores; a save naming none keeps Superset's last-write-wins.
 */

const PAIRS = 20;

const statuses = (answers: readonly LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort();

describe.each<StoreDialect>(['sqlite', 'postgres'])('concurrent edits on a %s metadata store', (dialect) => {
  let d: DashboardApp;
  let chartId: number;
  let databaseId: number;

  beforeAll(async () => {
    d = await setUpDashboardApp(dialect);
    chartId = await d.createChart('admin', { slice_name: 'Edited chart' });
    databaseId = (await d.t.store.db.selectFrom('dbs').select('id').executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => d?.close());

  const dashboardCss = async (id: number) => (await d.show(id))['css'];
  const putDashboard = (id: number, body: Record<string, unknown>) => d.call('admin', 'PUT', `/api/v1/dashboard/${id}`, body);

  describe('dashboards', () => {
    it('reproduces the finding: saves naming no version are last-write-wins, so one of a concurrent pair is lost with 200', async () => {
      const id = await d.createDashboard('admin', { dashboard_title: 'No versions' });
      const answers = await Promise.all([putDashboard(id, { css: '.a {}' }), putDashboard(id, { css: '.b {}' })]);
      expect(statuses(answers)).toEqual([200, 200]);
      expect(['.a {}', '.b {}']).toContain(await dashboardCss(id));
    });

    it(`answers 409 to exactly one save of each of ${PAIRS} concurrent pairs based on the same version, keeping the other`, async () => {
      const id = await d.createDashboard('admin', { dashboard_title: 'Two editors', position_json: JSON.stringify(layoutWith([chartId])) });
      for (let pair = 0; pair < PAIRS; pair += 1) {
        const { changed_on } = await d.show(id);
        const [first, second] = await Promise.all([
          putDashboard(id, { css: `.first-${pair} {}`, changed_on }),
          putDashboard(id, { css: `.second-${pair} {}`, changed_on }),
        ]);
        expect(statuses([first!, second!]), `pair ${pair}`).toEqual([200, 409]);
        const [winner, loser] = first!.statusCode === 200 ? [`.first-${pair} {}`, second!] : [`.second-${pair} {}`, first!];
        expect(loser.json()).toEqual({ message: editConflictMessage('dashboard') });
        expect(await dashboardCss(id)).toBe(winner);
      }
    });

    it('refuses a save based on a stale copy, by changed_on or by the last_modified_time Superset sends in the metadata', async () => {
      const id = await d.createDashboard('admin', { dashboard_title: 'Stale copy', json_metadata: JSON.stringify({ color_scheme: 'a' }) });
      const opened = await d.show(id);
      const seconds = Math.floor(Date.parse(String(opened['changed_on'])) / 1000);

      const newer = await putDashboard(id, { css: '.newer {}', changed_on: opened['changed_on'] });
      expect(newer.statusCode, newer.body).toBe(200);
      const stale = await putDashboard(id, { css: '.stale {}', changed_on: opened['changed_on'] });
      expect(stale.statusCode).toBe(409);
      const staleSeconds = await putDashboard(id, { json_metadata: JSON.stringify({ color_scheme: 'stale', last_modified_time: seconds }) });
      expect(staleSeconds.statusCode).toBe(409);
      const staleTop = await putDashboard(id, { css: '.stale {}', last_modified_time: seconds });
      expect(staleTop.statusCode).toBe(409);
      expect(await dashboardCss(id)).toBe('.newer {}');

      // The version a save answers is the one to base the next save on.
      const next = await putDashboard(id, { json_metadata: JSON.stringify({ color_scheme: 'next', last_modified_time: newer.json().last_modified_time }) });
      expect(next.statusCode, next.body).toBe(200);
      const stored = JSON.parse(String((await d.show(id))['json_metadata']));
      expect(stored).toEqual({ color_scheme: 'next' });
      expect(next.json().last_modified_time).toBeGreaterThan(newer.json().last_modified_time);
    });

    it('overwrites when the save after a conflict names no version (the confirmed overwrite)', async () => {
      const id = await d.createDashboard('admin', { dashboard_title: 'Overwrite' });
      const opened = await d.show(id);
      expect((await putDashboard(id, { css: '.theirs {}', changed_on: opened['changed_on'] })).statusCode).toBe(200);
      expect((await putDashboard(id, { css: '.mine {}', changed_on: opened['changed_on'] })).statusCode).toBe(409);
      expect((await putDashboard(id, { css: '.mine {}' })).statusCode).toBe(200);
      expect(await dashboardCss(id)).toBe('.mine {}');
    });

    it('answers 400 to a version that is not a time, and still checks permissions first', async () => {
      const id = await d.createDashboard('admin', { dashboard_title: 'Bad version' });
      const bad = await putDashboard(id, { css: '.x {}', changed_on: 'yesterday' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: { changed_on: ['Not a valid datetime.'] } });
      const stranger = await d.call('gamma2', 'PUT', `/api/v1/dashboard/${id}`, { css: '.x {}', changed_on: '2000-01-01T00:00:00.000Z' });
      expect([403, 404]).toContain(stranger.statusCode);
    });
  });

  describe('charts', () => {
    const showChart = async () => (await d.call('admin', 'GET', `/api/v1/chart/${chartId}`)).json().result as Record<string, unknown>;
    const putChart = (body: Record<string, unknown>) => d.call('admin', 'PUT', `/api/v1/chart/${chartId}`, body);

    it('answers 409 to one save of a concurrent pair and to a stale copy; the answer carries the next version', async () => {
      const { changed_on } = await showChart();
      const pair = await Promise.all([putChart({ description: 'first', changed_on }), putChart({ description: 'second', changed_on })]);
      expect(statuses(pair)).toEqual([200, 409]);
      const winner = pair.find((a) => a.statusCode === 200)!;
      expect((await showChart())['description']).toBe(winner.json().result.description);
      expect(pair.find((a) => a.statusCode === 409)!.json()).toEqual({ message: editConflictMessage('chart') });

      const stale = await putChart({ description: 'stale', changed_on });
      expect(stale.statusCode).toBe(409);
      const next = await putChart({ description: 'next', changed_on: winner.json().result.changed_on });
      expect(next.statusCode, next.body).toBe(200);
      expect((await showChart())['changed_on']).toBe(next.json().result.changed_on);
      expect((await putChart({ description: 'no version' })).statusCode).toBe(200);
    });
  });

  describe('datasets', () => {
    const showDataset = async () => (await d.call('admin', 'GET', `/api/v1/dataset/${d.events}`)).json().result as Record<string, unknown>;
    const putDataset = (body: Record<string, unknown>) => d.call('admin', 'PUT', `/api/v1/dataset/${d.events}`, body);

    it('answers 409 to one save of a concurrent pair and to a stale copy; the answer carries the next version', async () => {
      const { changed_on } = await showDataset();
      const pair = await Promise.all([putDataset({ description: 'first', changed_on }), putDataset({ description: 'second', changed_on })]);
      expect(statuses(pair)).toEqual([200, 409]);
      const winner = pair.find((a) => a.statusCode === 200)!;
      expect((await showDataset())['description']).toBe(winner.json().result.description);
      expect(pair.find((a) => a.statusCode === 409)!.json()).toEqual({ message: editConflictMessage('dataset') });

      expect((await putDataset({ description: 'stale', changed_on })).statusCode).toBe(409);
      const next = await putDataset({ description: 'next', changed_on: winner.json().result.changed_on });
      expect(next.statusCode, next.body).toBe(200);
      expect((await showDataset())['description']).toBe('next');
    });
  });

  describe('saved queries', () => {
    it('answers 409 to one save of a concurrent pair and to a stale copy; the answer carries the next version', async () => {
      const created = await d.call('admin', 'POST', '/api/v1/saved_query/', { db_id: databaseId, label: 'Edited query', sql: 'SELECT 1' });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const show = async () => (await d.call('admin', 'GET', `/api/v1/saved_query/${id}`)).json().result as Record<string, unknown>;
      const put = (body: Record<string, unknown>) => d.call('admin', 'PUT', `/api/v1/saved_query/${id}`, body);

      const { changed_on } = await show();
      const pair = await Promise.all([put({ sql: 'SELECT 2', changed_on }), put({ sql: 'SELECT 3', changed_on })]);
      expect(statuses(pair)).toEqual([200, 409]);
      const winner = pair.find((a) => a.statusCode === 200)!;
      expect((await show())['sql']).toBe(winner.json().result.sql);
      expect(pair.find((a) => a.statusCode === 409)!.json()).toEqual({ message: editConflictMessage('query') });

      expect((await put({ sql: 'SELECT 4', changed_on })).statusCode).toBe(409);
      const next = await put({ sql: 'SELECT 5', changed_on: winner.json().result.changed_on });
      expect(next.statusCode, next.body).toBe(200);
      expect((await show())['sql']).toBe('SELECT 5');
    });
  });
});
