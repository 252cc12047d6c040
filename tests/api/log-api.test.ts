import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoreDialect } from '../../app/server/store/store.js';
import { nowIso } from '../../app/server/store/now-iso.js';
import { setUpDashboardApp, type DashboardApp } from './dashboard-fixture.js';
import { browserLogin } from './test-app.js';
import { createEventLogger, LOG_ACTIONS, logUrl, type LogEventRecord } from '../../app/web/api/log-event.js';

/**
 * The action log on both metadata stores: the pages' event batches (`POST /superset/log/`, as a
 * beacon's posted form or as JSON) land in `logs`, and `GET /api/v1/log/recent_activity/` turns
 * the caller's dashboard and chart views into Superset's recent-activity list.
 */

/** A multipart body exactly as `navigator.sendBeacon(url, formData)` sends it. */
async function formDataBody(fields: Record<string, string>): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const hoursAgo = (hours: number) => nowIso(new Date(Date.now() - hours * 3_600_000));

describe.each<StoreDialect>(['sqlite', 'postgres'])('action log on a %s metadata store', (dialect) => {
  let d: DashboardApp;
  let sales: number;
  let ops: number;
  let chart: number;

  const logRows = () => d.t.store.db.selectFrom('logs').selectAll().orderBy('id').execute();
  const recent = async (user: 'admin' | 'gamma', q: Record<string, unknown> = {}) => {
    const response = await d.call(user, 'GET', `/api/v1/log/recent_activity/?q=${d.q(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as Record<string, unknown>[];
  };
  /** A row as the pages' view events leave it, at a chosen time. */
  const viewRow = (user: number, event: 'mount_dashboard' | 'mount_explorer', ids: { dashboard_id?: number; slice_id?: number }, dttm: string) => ({
    action: 'log',
    user_id: user,
    json: JSON.stringify({ event_name: event, ...ids }),
    dttm,
    dashboard_id: ids.dashboard_id ?? null,
    slice_id: ids.slice_id ?? null,
  });

  beforeAll(async () => {
    d = await setUpDashboardApp(dialect);
    chart = await d.createChart('admin', { slice_name: 'Events by day' });
    sales = await d.createDashboard('admin', { dashboard_title: 'Sales', slug: 'sales' });
    ops = await d.createDashboard('admin', { dashboard_title: 'Operations' });
  });
  afterAll(async () => d?.close());
  beforeEach(async () => {
    await d.t.store.db.deleteFrom('logs').execute();
  });

  describe('POST /superset/log/', () => {
    it('stores a beacon batch sent as a posted form, the CSRF token as a form field, one row per event', async () => {
      const { cookie, csrf } = await browserLogin(d.t.app, 'gamma', 'gamma-password');
      const events = [
        { event_name: 'mount_dashboard', source: 'dashboard', source_id: sales, ts: 1_700_000_000_000 },
        { event_name: 'load_chart', source: 'dashboard', source_id: sales, slice_id: chart, duration: 41.6 },
      ];
      const { payload, contentType } = await formDataBody({ events: JSON.stringify(events), guest_token: '', csrf_token: csrf });
      const response = await d.t.app.inject({
        method: 'POST',
        url: `/superset/log/?explode=events&dashboard_id=${sales}`,
        headers: { cookie, 'content-type': contentType, referer: 'http://localhost/superset/dashboard/sales/' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe('');
      const rows = await logRows();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ action: 'log', user_id: d.userIds.gamma, dashboard_id: sales, slice_id: null, duration_ms: null, referrer: 'http://localhost/superset/dashboard/sales/' });
      expect(JSON.parse(rows[0]!.json!)).toEqual(events[0]);
      expect(rows[1]).toMatchObject({ action: 'log', user_id: d.userIds.gamma, dashboard_id: sales, slice_id: chart, duration_ms: 42 });
      expect(Date.now() - Date.parse(rows[0]!.dttm)).toBeLessThan(60_000);
    });

    it('takes a JSON batch, reading each event\'s dashboard or chart from its source', async () => {
      const response = await d.call('admin', 'POST', '/superset/log/?explode=events', {
        events: [
          { event_name: 'mount_explorer', source: 'slice', source_id: chart },
          { event_name: 'mount_dashboard', source: 'dashboard', source_id: String(ops) },
          { event_name: 'spa_navigation', path: '/chart/list/' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await logRows()).map((row) => [row.dashboard_id, row.slice_id])).toEqual([[null, chart], [ops, null], [null, null]]);
    });

    it('takes events as JSON text in a JSON body or a URL-encoded form, and a single record without explode', async () => {
      expect((await d.call('admin', 'POST', `/superset/log/?explode=events&slice_id=${chart}`, { events: JSON.stringify([{ event_name: 'render_chart' }]) })).statusCode).toBe(200);
      const { cookie, csrf } = await browserLogin(d.t.app, 'admin', 'admin-password');
      const form = await d.t.app.inject({
        method: 'POST',
        url: '/superset/log/?explode=events',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ events: JSON.stringify([{ event_name: 'hide_browser_tab', dashboard_id: sales }]), csrf_token: csrf }).toString(),
      });
      expect(form.statusCode, form.body).toBe(200);
      expect((await d.call('admin', 'POST', `/superset/log/?dashboard_id=${ops}`, { event_name: 'change_dashboard_filter', value: 3 })).statusCode).toBe(200);
      const rows = await logRows();
      expect(rows.map((row) => [row.dashboard_id, row.slice_id])).toEqual([[null, chart], [sales, null], [ops, null]]);
      expect(JSON.parse(rows[2]!.json!)).toEqual({ event_name: 'change_dashboard_filter', value: 3 });
    });

    it('refuses batches it cannot read, and callers without the log permission', async () => {
      const bad = async (body: unknown) => d.call('admin', 'POST', '/superset/log/?explode=events', body);
      expect((await bad({ events: 'not json' })).json()).toEqual({ message: { events: ['Not valid JSON.'] } });
      expect((await bad({ events: { event_name: 'x' } })).statusCode).toBe(400);
      expect((await bad({ events: [1, 2] })).json()).toEqual({ message: { events: ['Each event must be an object.'] } });
      const tooMany = await bad({ events: Array.from({ length: 1025 }, () => ({ event_name: 'x' })) });
      expect(tooMany.json()).toEqual({ message: { events: ['Longer than maximum length 1024.'] } });
      expect((await bad({ events: Array.from({ length: 1024 }, (_, i) => ({ event_name: 'x', i })) })).statusCode).toBe(200);
      expect(await logRows()).toHaveLength(1024);

      expect((await d.call('nobody', 'POST', '/superset/log/?explode=events', { events: [] })).statusCode).toBe(403);
      expect((await d.t.app.inject({ method: 'POST', url: '/superset/log/?explode=events', payload: { events: [] } })).statusCode).toBe(401);
    });
  });

  describe('GET /api/v1/log/recent_activity/', () => {
    it('answers what the pages logged as viewed, in Superset\'s shape', async () => {
      await d.call('gamma', 'POST', '/superset/log/?explode=events', {
        events: [
          { event_name: 'mount_dashboard', source: 'dashboard', source_id: sales },
          // Loading a chart inside a dashboard is not a view of the chart.
          { event_name: 'load_chart', source: 'dashboard', source_id: sales, slice_id: chart },
        ],
      });
      const result = await recent('gamma', { page: 0, page_size: 10, distinct: true });
      expect(result).toEqual([
        {
          action: 'dashboard',
          item_type: 'dashboard',
          item_title: 'Sales',
          item_url: '/superset/dashboard/sales/',
          time: expect.any(Number),
          time_delta_humanized: expect.stringMatching(/^(now|\d+ seconds ago|a second ago)$/),
        },
      ]);
      expect(Math.abs((result[0]!.time as number) - Date.now())).toBeLessThan(60_000);
      // Another user's history is their own.
      expect(await recent('admin')).toEqual([]);
    });

    it('lists each item once at its latest view, latest first, over the last year', async () => {
      const admin = d.userIds.admin;
      await d.t.store.db.insertInto('logs').values([
        viewRow(admin, 'mount_dashboard', { dashboard_id: sales }, hoursAgo(5)),
        viewRow(admin, 'mount_explorer', { slice_id: chart }, hoursAgo(3)),
        viewRow(admin, 'mount_dashboard', { dashboard_id: ops }, hoursAgo(2)),
        viewRow(admin, 'mount_dashboard', { dashboard_id: sales }, hoursAgo(1)),
        // Superset's server-side name for a dashboard view counts too.
        { action: 'dashboard', user_id: admin, json: '{}', dttm: hoursAgo(30), dashboard_id: ops },
        // Older than a year, another user, another event, a deleted dashboard: left out.
        viewRow(admin, 'mount_explorer', { slice_id: chart }, hoursAgo(24 * 400)),
        viewRow(d.userIds.gamma, 'mount_dashboard', { dashboard_id: ops }, hoursAgo(0.5)),
        { action: 'log', user_id: admin, json: JSON.stringify({ event_name: 'load_chart', slice_id: chart }), dttm: hoursAgo(0.2), slice_id: chart },
        viewRow(admin, 'mount_dashboard', { dashboard_id: 999_999 }, hoursAgo(0.1)),
      ]).execute();

      const distinct = await recent('admin');
      expect(distinct.map((item) => [item.action, item.item_title, item.item_url, item.time_delta_humanized])).toEqual([
        ['dashboard', 'Sales', '/superset/dashboard/sales/', 'an hour ago'],
        ['dashboard', 'Operations', `/superset/dashboard/${ops}/`, '2 hours ago'],
        ['explore', 'Events by day', `/explore/?slice_id=${chart}`, '3 hours ago'],
      ]);
      expect(distinct[2]).toMatchObject({ item_type: 'slice' });

      const every = await recent('admin', { distinct: false });
      expect(every.map((item) => item.item_title)).toEqual(['Sales', 'Operations', 'Events by day', 'Sales', 'Operations']);
      expect((await recent('admin', { page: 1, page_size: 2 })).map((item) => item.item_title)).toEqual(['Events by day']);
      expect((await recent('admin', { actions: ['explore'] })).map((item) => item.item_title)).toEqual(['Events by day']);
    });

    it("lists the dashboards and charts the pages' own logger reports as opened (Home › Recents)", async () => {
      const { cookie, csrf } = await browserLogin(d.t.app, 'gamma', 'gamma-password');
      const batches: LogEventRecord[][] = [];
      const logger = createEventLogger((events) => batches.push([...events]), { debounceMs: 60_000 });
      // What DashboardPage and ExplorePage log when they open.
      logger.log(LOG_ACTIONS.MOUNT_DASHBOARD, { dashboard_id: ops });
      logger.flush();
      logger.log(LOG_ACTIONS.MOUNT_EXPLORER, { slice_id: chart });
      logger.flush();
      for (const events of batches) {
        // The beacon's form, as createBeaconTransport posts it.
        const { payload, contentType } = await formDataBody({ events: JSON.stringify(events), csrf_token: csrf });
        const response = await d.t.app.inject({ method: 'POST', url: logUrl(events), headers: { cookie, 'content-type': contentType }, payload });
        expect(response.statusCode, response.body).toBe(200);
      }
      const result = await recent('gamma');
      // Both may be logged within the same millisecond, so the order is not asserted here.
      expect(result.map(({ item_type, item_title, item_url }) => ({ item_type, item_title, item_url }))).toEqual(expect.arrayContaining([
        { item_type: 'slice', item_title: 'Events by day', item_url: `/explore/?slice_id=${chart}` },
        { item_type: 'dashboard', item_title: 'Operations', item_url: `/superset/dashboard/${ops}/` },
      ]));
      expect(result).toHaveLength(2);
    });

    it('checks its arguments and needs a signed-in caller', async () => {
      expect((await d.call('admin', 'GET', `/api/v1/log/recent_activity/?q=${d.q({ page: -1 })}`)).statusCode).toBe(400);
      expect((await d.call('admin', 'GET', '/api/v1/log/recent_activity/?q=(page:')).json()).toEqual({ message: 'Not a valid rison argument' });
      expect((await d.t.app.inject({ method: 'GET', url: '/api/v1/log/recent_activity/' })).statusCode).toBe(401);
    });
  });
});
