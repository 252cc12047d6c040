import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { SQLITE_PROCESS_SOURCE } from './sqlite-process-source.js';

/** A column as the SQLite process reports it: its name and declared type (null for expressions). */
export interface RawSqliteColumn {
  name: string;
  type: string | null;
}

/** A statement's rows as the SQLite process sends them: per-column arrays of SQLite values. */
export interface RawSqliteResult {
  columns: RawSqliteColumn[];
  data: unknown[][];
  rowCount: number;
}

/** What the SQLite process is started with. */
export interface SqliteProcessConfig {
  path: string;
  readOnly: boolean;
  busyTimeoutMs?: number;
}

/** What compiling a statement without running it tells: whether it returns rows and whether it writes. */
export interface SqliteStatementInfo {
  reader: boolean;
  readonly: boolean;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Reply {
  id?: number;
  ready?: boolean;
  fatal?: { message: string; code?: string };
  result?: RawSqliteResult | SqliteStatementInfo;
  error?: { name?: string; message: string; code?: string };
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** A process stuck in a statement cannot react to its parent going away: kill them all on exit. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
}

function driverError(error: { name?: string; message: string; code?: string }): Error {
  return Object.assign(new Error(error.message), error.code ? { code: error.code } : {});
}

/**
 * One SQLite database opened in a child process, running one statement at a time. `kill()`
 * stops a statement for certain (SIGKILL); the process is then gone and its pool opens another.
 */
export class SqliteProcess {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exitReason: Error | undefined;

  private constructor(private readonly child: ChildProcess) {}

  static spawn(config: SqliteProcessConfig): Promise<SqliteProcess> {
    installExitHook();
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const child = spawn(process.execPath, ['-e', SQLITE_PROCESS_SOURCE, JSON.stringify({ ...config, driver })], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
      // Test runners and loaders put hooks in NODE_OPTIONS; the plain script needs none of them.
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    live.add(child);
    const sqliteProcess = new SqliteProcess(child);
    return new Promise<SqliteProcess>((resolve, reject) => {
      const onStartupMessage = (reply: Reply) => {
        if (reply.ready) {
          child.off('message', onStartupMessage);
          child.on('message', (message: Reply) => sqliteProcess.settle(message));
          sqliteProcess.idle();
          resolve(sqliteProcess);
        } else if (reply.fatal) {
          reject(driverError(reply.fatal));
        }
      };
      child.on('message', onStartupMessage);
      // A failed spawn rejects here; later IPC errors end in 'exit', which rejects what is pending.
      child.on('error', (error) => reject(error));
      child.once('exit', (code, signal) => {
        live.delete(child);
        const reason = new Error(`The SQLite process ended unexpectedly (${signal ?? `exit code ${code}`})`);
        sqliteProcess.exitReason = reason;
        reject(reason);
        for (const pending of sqliteProcess.pending.values()) pending.reject(reason);
        sqliteProcess.pending.clear();
      });
    });
  }

  get alive(): boolean {
    return this.exitReason === undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The operating-system process id (tests check the process is gone after a cancel). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  run(sql: string, params: readonly unknown[], maxRows: number | undefined): Promise<RawSqliteResult> {
    return this.request({ sql, params, maxRows }) as Promise<RawSqliteResult>;
  }

  /** Compiles one statement without running it; rejects with SQLite's message when it cannot. */
  prepareInfo(sql: string): Promise<SqliteStatementInfo> {
    return this.request({ prepare: sql }) as Promise<SqliteStatementInfo>;
  }

  private request(message: Record<string, unknown>): Promise<unknown> {
    if (!this.alive) return Promise.reject(this.exitReason ?? new Error('The SQLite process has ended'));
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // While a statement runs the IPC channel keeps Node alive; idle, it must not hold a CLI open.
      this.busy();
      this.child.send({ id, ...message });
    });
  }

  /** Stops the process and whatever statement it runs. */
  kill(): void {
    this.child.kill('SIGKILL');
  }

  /** Asks the process to close its database and end. */
  close(): void {
    if (this.alive) this.child.disconnect();
  }

  private settle(reply: Reply): void {
    if (reply.id === undefined) return;
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.idle();
    if (reply.error) pending.reject(driverError(reply.error));
    else if (reply.result) pending.resolve(reply.result);
  }

  private busy(): void {
    this.child.ref();
    (this.child.channel as { ref?: () => void } | null | undefined)?.ref?.();
  }

  private idle(): void {
    this.child.unref();
    (this.child.channel as { unref?: () => void } | null | undefined)?.unref?.();
  }
}
