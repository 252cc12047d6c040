import path from 'node:path';
import { maskPassword } from './mask-password.js';

/** Where the metadata store lives, decoded from the configured URL. */
export type StoreLocation =
  | { readonly dialect: 'sqlite'; readonly file: string; readonly url: string }
  | { readonly dialect: 'postgres'; readonly connectionString: string; readonly url: string };

const ACCEPTED = 'sqlite:///absolute/path.db, sqlite://relative/path.db, postgres://… or postgresql://…';

/**
 * Decodes the metadata store URL. No URL means the SQLite file `${home}/tessera.db`; a relative
 * SQLite path is resolved against `home`, not the working directory, so the server finds the
 * same file wherever it is started from. `postgresql+psycopg2://…` (Superset's SQLAlchemy form)
 * is accepted and the driver suffix dropped.
 */
export function parseStoreUrl(url: string | undefined, home: string): StoreLocation {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') {
    return sqliteAt(path.resolve(home, 'tessera.db'));
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === 'sqlite') {
    const rest = trimmed.slice('sqlite:'.length);
    if (!rest.startsWith('//')) throw invalid(trimmed);
    const target = decodeURIComponent(rest.slice(2).split('?')[0] ?? '');
    if (target === '') return sqliteAt(path.resolve(home, 'tessera.db'));
    if (target === ':memory:') return { dialect: 'sqlite', file: ':memory:', url: 'sqlite://:memory:' };
    return sqliteAt(path.isAbsolute(target) ? target : path.resolve(home, target));
  }
  if (scheme === 'postgres' || scheme === 'postgresql' || scheme?.startsWith('postgresql+')) {
    const connectionString = `postgres:${trimmed.slice(scheme.length + 1)}`;
    return { dialect: 'postgres', connectionString, url: connectionString };
  }
  throw invalid(trimmed);
}

function sqliteAt(file: string): StoreLocation {
  return { dialect: 'sqlite', file, url: `sqlite://${file}` };
}

function invalid(url: string): Error {
  return new Error(
    `Unsupported metadata store URL "${maskPassword(url)}": accepted schemes are ${ACCEPTED}`,
  );
}
