import { describe, expect, it } from 'vitest';
import { TIME_GRAINS } from '@core/plugin-api/index.js';
import { mysqlEngine } from './mysql-engine.js';
import { mysqlConnectionConfig } from './mysql-pool-config.js';
import { parseMysqlUri } from './mysql-uri.js';

describe('mysqlEngine spec', () => {
  it('offers every time grain and answers to MySQL and MariaDB schemes (with any driver suffix)', () => {
    expect(Object.keys(mysqlEngine.timeGrains)).toEqual([...TIME_GRAINS]);
    expect(mysqlEngine.uriSchemes).toEqual(['mysql', 'mariadb']);
    for (const uri of ['mysql://h/db', 'mariadb://h/db', 'mysql+pymysql://h/db', 'mysql+mysqldb://h/db']) expect(parseMysqlUri(uri).database).toBe('db');
  });

  it('parses user, URL-encoded password, host, port, database and query arguments', () => {
    expect(parseMysqlUri('mysql+pymysql://bi%20user:p%40ss%3Fw@db.example.com:3307/sales?charset=utf8mb4')).toEqual({
      host: 'db.example.com', port: 3307, user: 'bi user', password: 'p@ss?w', database: 'sales', params: { charset: 'utf8mb4' },
    });
    expect(parseMysqlUri('mariadb://db')).toEqual({ host: 'db', port: 3306, params: {} });
    expect(() => parseMysqlUri('postgresql://u:pw@h/db')).toThrow(/Invalid MySQL URI 'postgresql:\/\/u:\*\*\*@h\/db'/);
  });

  it('builds connection settings: connect_args win, a separate password overrides a masked one', () => {
    const target = parseMysqlUri('mysql://bi:XXXXXXXXXX@db/sales?ssl_mode=REQUIRED&connect_timeout=4');
    expect(mysqlConnectionConfig(target, { password: 'real', connectArgs: { charset: 'latin1', connect_timeout: 9 } })).toMatchObject({
      host: 'db', port: 3306, user: 'bi', password: 'real', database: 'sales', charset: 'latin1', connectTimeout: 9000, ssl: { rejectUnauthorized: false },
    });
    expect(mysqlConnectionConfig(target, {})).toMatchObject({ password: 'XXXXXXXXXX', connectTimeout: 4000, charset: 'utf8mb4' });
  });

  it('escapes backslashes as well as quotes, and quotes identifiers with backticks', () => {
    expect(mysqlEngine.formatLiteral("\\'; DROP TABLE t; -- ")).toBe("'\\\\''; DROP TABLE t; -- '");
    expect(mysqlEngine.formatLiteral('a\0b')).toBe("'a\\0b'");
    expect(mysqlEngine.formatLiteral(new Uint8Array([]))).toBe("X''");
    expect(mysqlEngine.formatLiteral(true)).toBe('TRUE');
    expect(mysqlEngine.quoteIdentifier('back`tick')).toBe('`back``tick`');
    expect(mysqlEngine.timestampLiteral('2024-03-10T02:30:00-05:00')).toBe("TIMESTAMP '2024-03-10 07:30:00'");
    expect(mysqlEngine.placeholder(4)).toBe('?');
  });

  it.each([
    ['tinyint(1)', 'boolean'],
    ['TINYINT(1) UNSIGNED', 'boolean'],
    ['tinyint(4)', 'numeric'],
    ['int(11) unsigned', 'numeric'],
    ['bigint(20)', 'numeric'],
    ['decimal(10,2)', 'numeric'],
    ['year', 'numeric'],
    ['datetime(3)', 'temporal'],
    ['timestamp', 'temporal'],
    ['date', 'temporal'],
    ["enum('a','b')", 'string'],
    ['varchar(255)', 'string'],
    ['longtext', 'string'],
    ['json', 'string'],
    ['varbinary(16)', null],
    ['blob', null],
    ['bit(1)', null],
  ])('maps %s to %s', (type, generic) => {
    expect(mysqlEngine.genericType(type)).toBe(generic);
  });

  it.each([
    ['SELECT * FROM t LIMIT 10, 500', 20, 'SELECT * FROM t LIMIT 10, 20'],
    ["SELECT 'it\\'s LIMIT 1' FROM t", 5, "SELECT 'it\\'s LIMIT 1' FROM t\nLIMIT 5"],
    ['SELECT * FROM t # LIMIT 1', 5, 'SELECT * FROM t\nLIMIT 5'],
    ['SELECT "LIMIT 1" FROM t LIMIT 100', 5, 'SELECT "LIMIT 1" FROM t LIMIT 5'],
    ['SELECT * FROM t LOCK IN SHARE MODE', 5, 'SELECT * FROM (\nSELECT * FROM t LOCK IN SHARE MODE\n) AS tessera_limited LIMIT 5'],
    ['SHOW TABLES', 5, 'SHOW TABLES'],
  ])('applyLimit(%j, %i)', (sql, limit, expected) => {
    expect(mysqlEngine.applyLimit(sql, limit)).toBe(expected);
  });
});
