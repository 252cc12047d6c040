import { describe, expect, it } from 'vitest';
import { parseFileUri, type FileUriFormat } from './parse-file-uri.js';

const SQLITE: FileUriFormat = { name: 'SQLite', schemes: ['sqlite'], extension: '.db' };

describe('parseFileUri', () => {
  it.each([
    ['sqlite:///srv/a.db', '/srv/a.db'],
    ['sqlite:////srv/a.db', '/srv/a.db'],
    ['sqlite://data/a.db', 'data/a.db'],
    ['sqlite:///srv/with%20space.db', '/srv/with space.db'],
    ['sqlite://', ':memory:'],
    ['sqlite:///', ':memory:'],
    ['sqlite:///:memory:', ':memory:'],
    ['SQLite+pysqlite:///srv/a.db', '/srv/a.db'],
  ])('reads the path of %s', (uri, path) => {
    expect(parseFileUri(uri, SQLITE).path).toBe(path);
  });

  it('hands the query string over as parameters', () => {
    expect(parseFileUri('sqlite:///a.db?mode=ro&timeout=2.5', SQLITE)).toEqual({ path: '/a.db', params: { mode: 'ro', timeout: '2.5' } });
  });

  it('refuses other schemes and badly encoded paths, naming the engine', () => {
    expect(() => parseFileUri('duckdb:///a.db', SQLITE)).toThrow("Invalid SQLite URI 'duckdb:///a.db': expected sqlite:///absolute/path.db or sqlite:///:memory:");
    expect(() => parseFileUri('sqlite:/a.db', SQLITE)).toThrow(/expected sqlite:\/\/\//);
    expect(() => parseFileUri('sqlite:///a.db#frag', SQLITE)).toThrow(/Invalid SQLite URI/);
    expect(() => parseFileUri('sqlite:///bad%zz.db', SQLITE)).toThrow(/the path is not properly URL-encoded/);
  });
});
