import { describe, expect, it } from 'vitest';
import { PASSWORD_MASK, maskUriPassword, parseConnectionUri, uriWithPassword } from './connection-uri.js';

describe('connection URIs', () => {
  it('parses server and file URIs', () => {
    expect(parseConnectionUri('postgresql+psycopg2://me:p%40ss@db.local:5433/sales?sslmode=require')).toEqual({
      scheme: 'postgresql+psycopg2', backend: 'postgresql', driver: 'psycopg2', username: 'me', password: 'p@ss', host: 'db.local', port: 5433, database: 'sales',
    });
    expect(parseConnectionUri('duckdb:///tmp/x.duckdb')).toMatchObject({ backend: 'duckdb', host: null, username: null, password: null, database: 'tmp/x.duckdb' });
    expect(parseConnectionUri('no scheme here')).toBeNull();
  });

  it('masks and replaces the password and nothing else', () => {
    expect(maskUriPassword('mysql://root:secret@127.0.0.1:3306/test')).toBe(`mysql://root:${PASSWORD_MASK}@127.0.0.1:3306/test`);
    expect(maskUriPassword('mysql://root@127.0.0.1/test')).toBe('mysql://root@127.0.0.1/test');
    expect(uriWithPassword(`mysql://root:${PASSWORD_MASK}@h/test`, 'a/b@c')).toBe('mysql://root:a%2Fb%40c@h/test');
    expect(uriWithPassword('mysql://root:secret@h/test', null)).toBe('mysql://root@h/test');
  });
});
