// DuckDB itself on the examples file the web processes read, opened read-only like theirs (a
// read-only file may be open in several processes at once), with a connection per client: the
// raw engine's side of the throughput figures.
import { DuckDBInstance } from '@duckdb/node-api';

/**
 * Opens `file` read-only with `connections` connections. `run(sql)` runs a statement on a free
 * connection and reads every row, as the server's connection does before answering. `close()`
 * waits for the statements under way (closing under them would crash the process).
 */
export async function openDirectDuckDb(file, connections) {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const idle = [];
  for (let i = 0; i < connections; i++) idle.push(await instance.connect());
  const all = [...idle];
  let wakeClose = null;
  return {
    async run(sql) {
      const connection = idle.pop();
      if (!connection) throw new Error('more statements at once than DuckDB connections');
      try {
        const reader = await connection.runAndReadAll(sql);
        return reader.getRows().length;
      } finally {
        idle.push(connection);
        if (idle.length === all.length) wakeClose?.();
      }
    },
    async close() {
      if (idle.length < all.length) await new Promise((resolve) => (wakeClose = resolve));
      for (const connection of all) connection.closeSync();
      instance.closeSync();
    },
  };
}
