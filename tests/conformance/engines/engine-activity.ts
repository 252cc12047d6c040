import { readdirSync, readFileSync } from 'node:fs';
import type { EngineUnderTest } from './engines-under-test.js';

/** Child processes of this process whose command line mentions `marker` (the SQLite engine's processes name their file). */
function childProcesses(marker: string): { pid: number; state: string }[] {
  const found: { pid: number; state: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state, ppid, …
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) found.push({ pid: Number(entry), state: state! });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/**
 * Whether the engine is still executing a statement whose text contains `marker`: asked of the
 * server itself for PostgreSQL (pg_stat_activity) and MariaDB (the process list), read from the
 * running SQLite processes, and from this process's CPU time for embedded DuckDB.
 */
export async function isStillRunning(engine: EngineUnderTest, marker: string): Promise<boolean> {
  switch (engine.spec.engine) {
    case 'postgresql': {
      const result = await engine.connection.execute(
        "SELECT count(*) FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND query LIKE $1",
        [`%${marker}%`],
      );
      return Number(result.data[0]![0]) > 0;
    }
    case 'mysql': {
      const result = await engine.connection.execute(
        "SELECT count(*) FROM information_schema.processlist WHERE id <> CONNECTION_ID() AND command = 'Query' AND info LIKE ?",
        [`%${marker}%`],
      );
      return Number(result.data[0]![0]) > 0;
    }
    case 'sqlite':
      return childProcesses(engine.file!).some((child) => child.state === 'R');
    default: {
      // DuckDB runs in this process: a statement still running keeps its threads busy. The window
      // is long and the bar low so a loaded machine (CI, parallel test files) still tells the two
      // apart: a running scan burns hundreds of ms of CPU in it, an idle worker a few.
      const before = process.cpuUsage();
      await new Promise((resolve) => setTimeout(resolve, 800));
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000 > 100;
    }
  }
}

/** A statement that runs far longer than any test: the engine must be made to stop it. */
export function longRunningQuery(engine: EngineUnderTest, marker: string): string {
  switch (engine.spec.engine) {
    case 'postgresql':
      return `SELECT pg_sleep(30) /* ${marker} */`;
    case 'mysql':
      return `SELECT SLEEP(30) /* ${marker} */`;
    case 'sqlite':
      return `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10000000000) SELECT count(*) /* ${marker} */ FROM c`;
    default:
      return `SELECT count(*) /* ${marker} */ FROM range(1000000000000)`;
  }
}
