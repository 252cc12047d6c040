import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from './describe-each-dialect.js';
import { nowIso } from './now-iso.js';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describeEachDialect('metadata store values', ({ store }) => {
  it('round-trips booleans as booleans through inserts, filters, updates and raw SQL', async () => {
    const { db } = store();
    await db
      .insertInto('dashboards')
      .values([
        { dashboard_title: 'Draft', published: false },
        { dashboard_title: 'Live', published: true },
        { dashboard_title: 'Default' },
      ])
      .execute();

    const all = await db.selectFrom('dashboards').select(['dashboard_title', 'published']).orderBy('id').execute();
    expect(all).toEqual([
      { dashboard_title: 'Draft', published: false },
      { dashboard_title: 'Live', published: true },
      { dashboard_title: 'Default', published: false },
    ]);
    for (const row of all) expect(typeof row.published).toBe('boolean');

    const live = await db.selectFrom('dashboards').where('published', '=', true).select('dashboard_title').execute();
    expect(live.map((row) => row.dashboard_title)).toEqual(['Live']);

    await db.updateTable('dashboards').set({ published: true }).where('dashboard_title', '=', 'Draft').execute();
    const { rows } = await sql<{ n: number }>`select count(*) as n from dashboards where published = ${true}`.execute(db);
    expect(rows[0]?.n).toBe(2);
    const inList = await db.selectFrom('dashboards').where('published', 'in', [false]).select('dashboard_title').execute();
    expect(inList.map((row) => row.dashboard_title)).toEqual(['Default']);
  });

  it('keeps nullable booleans null and reads defaults of every flag as booleans', async () => {
    const { db } = store();
    const database = await db
      .insertInto('dbs')
      .values({ database_name: `flags-${randomUUID()}`, sqlalchemy_uri: 'sqlite://', allow_dml: true })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(database).toMatchObject({
      expose_in_sqllab: true,
      allow_run_async: false,
      allow_dml: true,
      impersonate_user: false,
      is_managed_externally: false,
    });
    const query = await db
      .insertInto('query')
      .values({ client_id: 'abc123', database_id: database.id, sql: 'select 1' })
      .returning(['select_as_cta', 'select_as_cta_used', 'status', 'limiting_factor', 'progress', 'extra_json'])
      .executeTakeFirstOrThrow();
    expect(query).toEqual({
      select_as_cta: null,
      select_as_cta_used: false,
      status: 'pending',
      limiting_factor: 'UNKNOWN',
      progress: 0,
      extra_json: '{}',
    });
  });

  it('fills column defaults for rows that leave a column out of a multi-row insert', async () => {
    const { db } = store();
    const rows = await db
      .insertInto('report_schedule')
      .values([
        { type: 'Report', name: 'weekly', crontab: '0 9 * * 1', timezone: 'Europe/Paris', active: false },
        { type: 'Alert', name: 'spike', crontab: '*/5 * * * *' },
      ])
      .returning(['name', 'timezone', 'active', 'log_retention', 'creation_method', 'created_on'])
      .execute();
    expect(rows).toMatchObject([
      { name: 'weekly', timezone: 'Europe/Paris', active: false, log_retention: 90, creation_method: 'alerts_reports' },
      { name: 'spike', timezone: 'UTC', active: true, log_retention: 90, creation_method: 'alerts_reports' },
    ]);
    for (const row of rows) expect(row.created_on).toMatch(ISO_UTC);
  });

  it('stamps rows with ISO-8601 UTC text and returns written timestamps unchanged', async () => {
    const { db } = store();
    const before = Date.now();
    const user = await db
      .insertInto('ab_user')
      .values({ first_name: 'T', last_name: 'S', username: 'stamped', email: 'stamped@example.com' })
      .returning(['id', 'created_on', 'changed_on', 'last_login'])
      .executeTakeFirstOrThrow();
    expect(user.created_on).toMatch(ISO_UTC);
    expect(user.changed_on).toMatch(ISO_UTC);
    expect(Math.abs(Date.parse(user.created_on) - before)).toBeLessThan(60_000);
    expect(user.last_login).toBeNull();

    const loginAt = nowIso(new Date('2024-02-29T23:59:59.123Z'));
    await db.updateTable('ab_user').set({ last_login: loginAt, changed_on: nowIso() }).where('id', '=', user.id).execute();
    const read = await db.selectFrom('ab_user').where('id', '=', user.id).select('last_login').executeTakeFirstOrThrow();
    expect(read.last_login).toBe('2024-02-29T23:59:59.123Z');
  });

  it('sorts timestamp text in time order', async () => {
    const { db } = store();
    const stamps = ['2024-01-02T00:00:00.000Z', '2023-12-31T23:59:59.999Z', '2024-01-01T12:00:00.000Z'];
    await db
      .insertInto('logs')
      .values(stamps.map((dttm) => ({ action: 'sort-check', dttm })))
      .execute();
    const rows = await db.selectFrom('logs').where('action', '=', 'sort-check').select('dttm').orderBy('dttm').execute();
    expect(rows.map((row) => row.dttm)).toEqual([...stamps].sort());
  });

  it('keeps epoch-millisecond query times as numbers with their fraction', async () => {
    const { db } = store();
    const database = await db
      .insertInto('dbs')
      .values({ database_name: `times-${randomUUID()}`, sqlalchemy_uri: 'sqlite://' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('query')
      .values({ client_id: 'tm0001', database_id: database.id, start_time: 1714550400123.456, end_time: 1714550401000 })
      .execute();
    const row = await db.selectFrom('query').where('client_id', '=', 'tm0001').select(['start_time', 'end_time']).executeTakeFirstOrThrow();
    expect(row).toEqual({ start_time: 1714550400123.456, end_time: 1714550401000 });
  });

  it('generates distinct version-4 uuids when none is given, and keeps a given one', async () => {
    const { db } = store();
    const rows = await db
      .insertInto('key_value')
      .values([{ resource: 'permalink', value: '{}' }, { resource: 'permalink', value: '[]' }])
      .returning('uuid')
      .execute();
    expect(rows[0]?.uuid).toMatch(UUID_V4);
    expect(rows[1]?.uuid).toMatch(UUID_V4);
    expect(rows[0]?.uuid).not.toBe(rows[1]?.uuid);

    const chosen = randomUUID();
    const embedded = await db
      .insertInto('dashboards')
      .values({ dashboard_title: 'Embedded' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('embedded_dashboards').values({ uuid: chosen, dashboard_id: embedded.id }).execute();
    const read = await db.selectFrom('embedded_dashboards').where('uuid', '=', chosen).select('dashboard_id').executeTakeFirstOrThrow();
    expect(read.dashboard_id).toBe(embedded.id);
  });

  it('returns counts as numbers on both dialects', async () => {
    const { db } = store();
    const row = await db.selectFrom('ab_role').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
  });
});
