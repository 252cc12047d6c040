import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DuckDBInstance } from '@duckdb/node-api';

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
  refs: number;
}

/**
 * One DuckDB instance per database file per process: DuckDB lets a single process hold a file
 * for writing, and two instances of the same file in one process would corrupt it. Instances are
 * reference counted and closed (releasing the file lock) when the last connection using them closes.
 */
const entries = new Map<string, Entry>();

/**
 * The instance for `file` (`:memory:` always gets a private one). A read-only request opens the
 * file read-only when nothing has it open yet, otherwise it shares the writable instance and the
 * caller must enforce read-only itself.
 */
export async function leaseInstance(duckdb: DuckDbModule, file: string, options: { readOnly: boolean; config: Record<string, string> }): Promise<InstanceLease> {
  if (file === ':memory:') {
    const instance = await duckdb.DuckDBInstance.create(':memory:', options.config);
    return { instance, fileReadOnly: false, release: () => instance.closeSync() };
  }
  const key = path.resolve(file);
  let entry = entries.get(key);
  if (entry && entry.fileReadOnly && !options.readOnly) {
    throw new Error(`DuckDB file ${key} is already open read-only in this process; close its read-only connections first`);
  }
  if (!entry) {
    if (options.readOnly && !existsSync(key)) throw new Error(`DuckDB file ${key} does not exist`);
    const config = options.readOnly ? { ...options.config, access_mode: 'READ_ONLY' } : options.config;
    const created: Entry = { instance: duckdb.DuckDBInstance.create(key, config), fileReadOnly: options.readOnly, refs: 0 };
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
