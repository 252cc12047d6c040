/**
 * The program each SQLite process runs (plain CommonJS, started with `node -e`, so it works the
 * same under vitest, tsx and the esbuild bundle, where no separate worker file exists).
 *
 * SQLite runs in a child process rather than a worker thread because better-sqlite3 offers no
 * interrupt: a worker stuck in a long `sqlite3_step` ignores `terminate()` (and even blocks the
 * parent's exit), while a process can always be killed. The parent sends
 * `{ id, sql, params, maxRows }` (or `{ id, prepare }` to compile a statement without running it)
 * and receives `{ id, result }` or `{ id, error }`; the first
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

// Statements that open or write files beyond the database: ATTACH (save of a new in-memory
// database), DETACH and VACUUM (VACUUM INTO writes a copy anywhere). Found by each statement's
// first word, outside strings, quoted names and comments; SQLite allows them nowhere else.
function fileStatement(sql) {
  const statements = [[]];
  const n = sql.length;
  let i = 0;
  while (i < n) {
    const ch = sql[i];
    if (/\s/.test(ch)) { i++; continue; }
    if (ch === '-' && sql[i + 1] === '-') { const end = sql.indexOf('\n', i); i = end === -1 ? n : end + 1; continue; }
    if (ch === '/' && sql[i + 1] === '*') { const end = sql.indexOf('*/', i + 2); i = end === -1 ? n : end + 2; continue; }
    const tokens = statements[statements.length - 1];
    if (ch === "'" || ch === '"' || ch === '\x60' || ch === '[') {
      const close = ch === '[' ? ']' : ch;
      let j = i + 1;
      while (j < n && !(sql[j] === close && !(close !== ']' && sql[j + 1] === close))) j += sql[j] === close ? 2 : 1;
      tokens.push({ quoted: true, text: sql.slice(i, j + 1) });
      i = j + 1;
      continue;
    }
    if (ch === ';') { statements.push([]); i++; continue; }
    const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i, i + 128));
    tokens.push({ quoted: false, text: word ? word[0] : ch });
    i += word ? word[0].length : 1;
  }
  const keyword = (token) => (token && !token.quoted ? token.text.toUpperCase() : '');
  for (const tokens of statements) {
    const first = keyword(tokens[0]);
    if (first === 'VACUUM' || first === 'DETACH') return first;
    if (first === 'ATTACH') {
      const rest = keyword(tokens[1]) === 'DATABASE' ? tokens.slice(2) : tokens.slice(1);
      const memory = rest[0] && rest[0].quoted && rest[0].text === "':memory:'" && keyword(rest[1]) === 'AS';
      if (!memory) return 'ATTACH';
    }
  }
  return null;
}

function refuseFileStatements(sql) {
  const refused = fileStatement(sql);
  if (refused) throw Object.assign(new Error('SQLite ' + refused + ' statements are refused: they open or write files beyond the database.'), { code: 'TESSERA_REFUSED' });
}

// Compiles a statement without running it: whether it returns rows and whether it writes.
function prepareInfo(sql) {
  refuseFileStatements(sql);
  const statement = db.prepare(sql);
  return { reader: statement.reader, readonly: statement.readonly };
}

function run(sql, params, maxRows) {
  refuseFileStatements(sql);
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
    const result = message.prepare !== undefined ? prepareInfo(message.prepare) : run(message.sql, message.params, message.maxRows == null ? Infinity : message.maxRows);
    reply = { id: message.id, result };
  } catch (error) {
    reply = { id: message.id, error: describe(error) };
  }
  process.send(reply);
});
if (db) process.send({ ready: true });
`;
