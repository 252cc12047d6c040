import { describe, expect, it } from 'vitest';
import { parseServerUri, type ServerUriFormat } from './parse-server-uri.js';

const POSTGRES: ServerUriFormat = { name: 'PostgreSQL', schemes: ['postgresql', 'postgres'], defaultPort: 5432, hostInQuery: true };
const MYSQL: ServerUriFormat = { name: 'MySQL', schemes: ['mysql', 'mariadb'], defaultPort: 3306 };

describe('parseServerUri', () => {
  it('reads every part, URL-decoded, with any scheme of the format and a driver suffix', () => {
    expect(parseServerUri('mariadb+pymysql://bi%20user:p%40ss%3Aw%2Frd@db.example.com:3307/sales?charset=utf8mb4', MYSQL)).toEqual({
      host: 'db.example.com', port: 3307, user: 'bi user', password: 'p@ss:w/rd', database: 'sales', params: { charset: 'utf8mb4' },
    });
    expect(parseServerUri('  MySQL://h  ', MYSQL)).toEqual({ host: 'h', port: 3306, params: {} });
  });

  it('defaults the host and the port, and drops the brackets of an IPv6 host', () => {
    expect(parseServerUri('mysql:///db', MYSQL)).toEqual({ host: 'localhost', port: 3306, database: 'db', params: {} });
    expect(parseServerUri('postgresql://[::1]/x', POSTGRES)).toMatchObject({ host: '::1', port: 5432 });
  });

  it('takes host and port from the query string only where the format says so (libpq)', () => {
    expect(parseServerUri('postgresql:///x?host=/var/run/postgresql&port=6000&sslmode=disable', POSTGRES)).toEqual({
      host: '/var/run/postgresql', port: 6000, database: 'x', params: { sslmode: 'disable' },
    });
    expect(parseServerUri('mysql://h/x?host=elsewhere', MYSQL)).toMatchObject({ host: 'h', params: { host: 'elsewhere' } });
  });

  it('refuses other schemes, bad ports, nested paths and bad encoding, never showing the password', () => {
    const failures: Array<[string, RegExp]> = [
      ['postgresql://u:secret@h/db', /^Invalid MySQL URI 'postgresql:\/\/u:\*\*\*@h\/db': expected mysql:\/\/user:password@host:port\/database$/],
      ['mysql://u:secret@h:99999/db', /Invalid MySQL URI/],
      ['mysql://u:secret@h/a/b', /cannot contain '\/'/],
      ['mysql://u:bad%zz@h/db', /the password is not properly URL-encoded/],
    ];
    for (const [uri, message] of failures) {
      let error: Error | undefined;
      try {
        parseServerUri(uri, MYSQL);
      } catch (caught) {
        error = caught as Error;
      }
      expect(error?.message, uri).toMatch(message);
      expect(error?.message, uri).not.toContain('secret');
    }
    expect(() => parseServerUri('postgresql:///x?port=0', POSTGRES)).toThrow(/bad port/);
  });
});
