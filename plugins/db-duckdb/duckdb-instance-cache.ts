import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import type { DuckDBInstance } from '@duckdb/node-api';
import { creationSettings, sandboxInstance, type DuckDbSandbox } from './duckdb-sandbox.js';

type DuckDbModule = typeof import('@duckdb/node-api');

/** A shared instance handed to one engine connection; `release` when that connection closes. */
export interface InstanceLease {
  instance: DuckDBInstance;
  /** The file itself was opened read-only (other processes may read it too). */
  fileReadOnly: boolean;
  release(): void;
}

interface Entry {
  instance: Promise<DuckDBInstance>;
  fileReadOnly: boolean;
  allowedDirectories: ReadonlySet<string>;
  refs: number;
}

/** How to open an instance: read-only or not, the connection's settings, and its sandbox. */
export interface InstanceOptions {
  readOnly: boolean;
  config: Record<string, string>;
  sandbox: DuckDbSandbox;
}

/**
 * One DuckDB instance per database file per process: DuckDB lets a single process hold a file
 * for writing, and two instances of the same file in one process would corrupt it. Instances are
 * reference counted and closed (releasing the file lock) when the last connection using them closes.
 */
const entries = new Map<string, Entry>();

function writable(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Creates an instance and locks it down before anyone else can use it; a failed lock-down closes it. */
async function createSandboxed(duckdb: DuckDbModule, file: string, config: Record<string, string>, sandbox: DuckDbSandbox): Promise<DuckDBInstance> {
  const instance = await duckdb.DuckDBInstance.create(file, creationSettings(config));
  try {
    await sandboxInstance(instance, sandbox);
  } catch (error) {
    instance.closeSync();
    throw error;
  }
  return instance;
}

/**
 * The instance for `file` (`:memory:` always gets a private one), sandboxed. A read-only request
 * opens the file read-only only when the process may not write it; otherwise it shares a writable
 * instance and the caller must enforce read-only itself (read-only transactions). A file already
 * open is shared only with a request whose allowed directories it already allows (a connection
 * test asks for none); one asking for more is refused rather than given less than configured.
 * The time zone is the first opener's.
 */
export async function leaseInstance(duckdb: DuckDbModule, file: string, options: InstanceOptions): Promise<InstanceLease> {
  if (file === ':memory:') {
    const instance = await createSandboxed(duckdb, ':memory:', options.config, options.sandbox);
    return { instance, fileReadOnly: false, release: () => instance.closeSync() };
  }
  const key = path.resolve(file);
  let entry = entries.get(key);
  if (entry && entry.fileReadOnly && !options.readOnly) {
    throw new Error(`DuckDB file ${key} is already open read-only in this process; close its read-only connections first`);
  }
  const allowedHere = entry?.allowedDirectories;
  if (allowedHere && options.sandbox.allowedDirectories.some((dir) => !allowedHere.has(dir))) {
    throw new Error(`DuckDB file ${key} is already open in this process with other allowed directories; close its other connections first`);
  }
  if (!entry) {
    if (options.readOnly && !existsSync(key)) throw new Error(`DuckDB file ${key} does not exist`);
    // A file this process may write is opened writable even for a read-only connection (which then
    // reads in read-only transactions), so a writable connection to the same file can share it later.
    const fileReadOnly = options.readOnly && !writable(key);
    const config = fileReadOnly ? { ...options.config, access_mode: 'READ_ONLY' } : options.config;
    const created: Entry = { instance: createSandboxed(duckdb, key, config, options.sandbox), fileReadOnly, allowedDirectories: new Set(options.sandbox.allowedDirectories), refs: 0 };
    entries.set(key, created);
    created.instance.catch(() => {
      if (entries.get(key) === created) entries.delete(key);
    });
    entry = created;
  }
  const current = entry;
  current.refs++;
  let instance: DuckDBInstance;
  try {
    instance = await current.instance;
  } catch (error) {
    current.refs--;
    throw error;
  }
  let released = false;
  return {
    instance,
    fileReadOnly: current.fileReadOnly,
    release: () => {
      if (released) return;
      released = true;
      current.refs--;
      if (current.refs === 0 && entries.get(key) === current) {
        entries.delete(key);
        instance.closeSync();
      }
    },
  };
}
