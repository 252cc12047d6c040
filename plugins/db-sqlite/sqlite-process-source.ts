/**
 * The program each SQLite process runs (plain CommonJS, started with `node -e`, so it works the
 * same under vitest, tsx and the esbuild bundle, where no separate worker file exists).
 *
 * SQLite runs in a child process rather than a worker thread because better-sqlite3 offers no
 * interrupt: a worker stuck in a long `sqlite3_step` ignores `terminate()` (and even blocks the
 * parent's exit), while a process can always be killed. The parent sends
 * `{ id, sql, params, maxRows }` and receives `{ id, result }` or `{ id, error }`; the first
 * message, `{ ready: true }` or `{ fatal }`, says whether the database opened.
 */
export const SQLITE_PROCESS_SOURCE = String.raw`
'use strict';
const config = JSON.parse(process.argv[process.argv.length - 1]);
const Database = require(config.driver);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const describe = (error) => ({ name: error && error.name, message: String(error && error.message || error), code: error && error.code });
let db;
try {
  const options = { readonly: config.readOnly, fileMustExist: config.readOnly };
  if (config.busyTimeoutMs != null) options.timeout = Math.round(config.busyTimeoutMs);
  db = new Database(config.path, options);
} catch (error) {
  db = undefined;
  process.send({ fatal: describe(error) }, () => process.exit(1));
}
process.on('disconnect', () => process.exit(0));

const toNumber = (value) => (typeof value === 'bigint' && value <= MAX_SAFE && value >= -MAX_SAFE ? Number(value) : value);
const bind = (value) => (value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value);

function run(sql, params, maxRows) {
  let statement;
  try {
    statement = db.prepare(sql);
  } catch (error) {
    // A script of several statements cannot be prepared; without parameters it can be executed.
    if (params.length === 0 && /more than one statement/.test(String(error && error.message))) {
      db.exec(sql);
      return { columns: [], data: [], rowCount: 0 };
    }
    throw error;
  }
  statement.safeIntegers(true);
  const values = params.map(bind);
  if (!statement.reader) {
    const info = statement.run(...values);
    return { columns: [{ name: 'changes', type: 'INTEGER' }], data: [[toNumber(info.changes)]], rowCount: 1 };
  }
  statement.raw(true);
  const columns = statement.columns().map((column) => ({ name: column.name, type: column.type }));
  const data = columns.map(() => []);
  let rowCount = 0;
  if (maxRows > 0) {
    for (const row of statement.iterate(...values)) {
      for (let i = 0; i < row.length; i++) data[i].push(toNumber(row[i]));
      if (++rowCount >= maxRows) break;
    }
  }
  return { columns, data, rowCount };
}

if (db) process.on('message', (message) => {
  let reply;
  try {
    reply = { id: message.id, result: run(message.sql, message.params, message.maxRows == null ? Infinity : message.maxRows) };
  } catch (error) {
    reply = { id: message.id, error: describe(error) };
  }
  process.send(reply);
});
if (db) process.send({ ready: true });
`;
