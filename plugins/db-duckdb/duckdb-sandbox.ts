import type { DuckDBInstance } from '@duckdb/node-api';
import { duckdbFormatLiteral } from './duckdb-literals.js';

/** What a DuckDB instance is locked down to, beyond the database file itself. */
export interface DuckDbSandbox {
  /** Absolute directories SQL may read and write files in; nothing else is reachable. */
  allowedDirectories: readonly string[];
  /** The instance's time zone, fixed before the configuration is locked. */
  timeZone: string;
}

/**
 * Settings Tessera owns on every instance: a URI's query string or `connect_args` may not set
 * them, since each one could reopen the file system, the network or extension loading.
 * (`temp_directory` is reachable by SQL, so it may not point elsewhere either.)
 */
const RESERVED_SETTINGS: ReadonlySet<string> = new Set([
  'enable_external_access', 'allowed_directories', 'allowed_paths', 'lock_configuration', 'autoinstall_known_extensions',
  'autoload_known_extensions', 'allow_community_extensions', 'allow_unsigned_extensions', 'extension_directory',
  'custom_extension_repository', 'autoinstall_extension_repository', 'allow_persistent_secrets', 'secret_directory',
  'temp_directory', 'home_directory',
]);

/** Extensions are never installed or loaded on demand: a query could otherwise fetch code from the network. */
const CREATION_SETTINGS: Readonly<Record<string, string>> = {
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  allow_community_extensions: 'false',
  allow_unsigned_extensions: 'false',
};

/**
 * The settings an instance is created with: the connection's own (threads, memory_limit …)
 * and the sandbox's. Throws when the connection tries to set one the sandbox owns.
 */
export function creationSettings(config: Readonly<Record<string, string>>): Record<string, string> {
  const reserved = Object.keys(config).find((key) => RESERVED_SETTINGS.has(key.toLowerCase()));
  if (reserved) {
    throw new Error(`The DuckDB setting "${reserved}" cannot be set on a connection: Tessera keeps DuckDB's file and extension access closed. List directories SQL may read under "allowed_directories" in the database's extra settings.`);
  }
  return { ...config, ...CREATION_SETTINGS };
}

/**
 * Locks a fresh instance down before anything else uses it: files only inside the allowed
 * directories (and the database's own files), no external access, and the configuration locked
 * so no statement can SET any of it back. The order matters: DuckDB takes the directory list
 * only while external access is still on, and nothing changes once the lock is set.
 */
export async function sandboxInstance(instance: DuckDBInstance, sandbox: DuckDbSandbox): Promise<void> {
  const connection = await instance.connect();
  try {
    // Sessions cannot set their own zone once the configuration is locked, so the instance carries it.
    await connection.run(`SET GLOBAL TimeZone = ${duckdbFormatLiteral(sandbox.timeZone)}`);
    if (sandbox.allowedDirectories.length > 0) {
      await connection.run(`SET allowed_directories = [${sandbox.allowedDirectories.map((dir) => duckdbFormatLiteral(dir)).join(', ')}]`);
    }
    await connection.run('SET enable_external_access = false');
    await connection.run('SET lock_configuration = true');
  } finally {
    connection.closeSync();
  }
}
