// A throw-away PostgreSQL metadata database and Redis keyspace for one benchmark run, and their
// removal. The run's Redis keys get a prefix of their own (TESSERA_REDIS_KEY_PREFIX) and live in a
// Redis logical database of their own: the first of 15…1 found empty, claimed with a key set only
// if absent, and emptied at the end, so whatever the server writes there, under its prefix or not
// (a queue's, a login counter's), is gone afterwards.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/** The PostgreSQL server the tests use (`TESSERA_TEST_PG_URL` overrides it, as for the tests). */
const PG_ADMIN_URL = process.env.TESSERA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
const CLAIM_KEY = 'tessera-bench:claimed-by';

async function runAdmin(statement) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty database; answers its URL and `drop()`, which removes it (open connections included). */
export async function createScratchPostgres() {
  const name = `tessera_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(`create database "${name}"`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => runAdmin(`drop database if exists "${name}" with (force)`) };
}

/**
 * Claims an empty Redis logical database; answers its URL, a key prefix of the run's own and
 * `clean()`, which deletes every key in the database (the claim included) and lets it go.
 */
export async function claimScratchRedis() {
  const token = `${process.pid}-${randomBytes(4).toString('hex')}`;
  for (let db = 15; db >= 1; db--) {
    const url = `${REDIS_URL}/${db}`;
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await client.connect();
      // Expires on its own should the run be killed before it cleans up.
      if ((await client.set(CLAIM_KEY, token, 'EX', 3600, 'NX')) === 'OK') {
        if ((await client.dbsize()) === 1) return { url, db, keyPrefix: `tessera-bench-${token}:`, clean: () => emptyAndQuit(client) };
        await client.del(CLAIM_KEY);
      }
    } catch (error) {
      // A server configured with fewer databases refuses the higher numbers: try the next one.
      if (!String(error).includes('DB index is out of range')) {
        client.disconnect();
        throw error;
      }
    }
    await client.quit().catch(() => client.disconnect());
  }
  throw new Error(`no empty Redis database at ${REDIS_URL} (1 to 15 all hold keys)`);
}

async function emptyAndQuit(client) {
  try {
    for await (const keys of client.scanStream({ count: 500 })) {
      if (keys.length > 0) await client.unlink(...keys);
    }
  } finally {
    await client.quit().catch(() => client.disconnect());
  }
}
