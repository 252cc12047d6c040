import { describe, expect, it } from 'vitest';
import { parseStoreUrl } from './parse-store-url.js';

describe('parseStoreUrl', () => {
  const home = '/srv/tessera';

  it('defaults to tessera.db in the home folder', () => {
    expect(parseStoreUrl(undefined, home)).toEqual({
      dialect: 'sqlite',
      file: '/srv/tessera/tessera.db',
      url: 'sqlite:///srv/tessera/tessera.db',
    });
    expect(parseStoreUrl('  ', home)).toMatchObject({ file: '/srv/tessera/tessera.db' });
  });

  it('reads an absolute SQLite path from three slashes', () => {
    expect(parseStoreUrl('sqlite:///var/lib/meta.db', home)).toMatchObject({
      dialect: 'sqlite',
      file: '/var/lib/meta.db',
      url: 'sqlite:///var/lib/meta.db',
    });
  });

  it('resolves a relative SQLite path against home, not the working directory', () => {
    expect(parseStoreUrl('sqlite://data/meta.db', home)).toMatchObject({ file: '/srv/tessera/data/meta.db' });
  });

  it('accepts an in-memory SQLite database', () => {
    expect(parseStoreUrl('sqlite://:memory:', home)).toMatchObject({ dialect: 'sqlite', file: ':memory:' });
  });

  it('accepts postgres, postgresql and SQLAlchemy driver forms', () => {
    for (const url of [
      'postgres://u:p@db:5432/meta',
      'postgresql://u:p@db:5432/meta',
      'postgresql+psycopg2://u:p@db:5432/meta',
    ]) {
      expect(parseStoreUrl(url, home)).toEqual({
        dialect: 'postgres',
        connectionString: 'postgres://u:p@db:5432/meta',
        url: 'postgres://u:p@db:5432/meta',
      });
    }
  });

  it('rejects other schemes naming the accepted ones, without leaking the password', () => {
    expect(() => parseStoreUrl('mysql://root:secret@db/meta', home)).toThrow(
      /Unsupported metadata store URL "mysql:\/\/root:\*\*\*@db\/meta".*sqlite:\/\/\/.*postgres:\/\/.*postgresql:\/\//,
    );
    expect(() => parseStoreUrl('meta.db', home)).toThrow(/accepted schemes/);
    expect(() => parseStoreUrl('sqlite:meta.db', home)).toThrow(/accepted schemes/);
  });
});
