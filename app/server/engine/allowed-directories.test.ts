import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAllowedDirectories } from './allowed-directories.js';

let dir: string;
let home: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-allowed-'));
  home = path.join(dir, 'home');
  mkdirSync(path.join(home, 'inside'), { recursive: true });
  mkdirSync(path.join(dir, 'data'));
  writeFileSync(path.join(dir, 'file.txt'), 'x');
  symlinkSync(home, path.join(dir, 'link-to-home'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (value: unknown) => readAllowedDirectories({ allowed_directories: value }, [home]);

describe('readAllowedDirectories', () => {
  it('accepts absolute existing directories away from the protected paths', () => {
    expect(read([path.join(dir, 'data'), `${dir}/data/../data`])).toEqual({ directories: [path.join(dir, 'data'), path.join(dir, 'data')], problems: [] });
    expect(readAllowedDirectories({}, [home])).toEqual({ directories: [], problems: [] });
  });

  it('refuses the home, what is in it, what holds it, links to it, and anything not an absolute directory', () => {
    for (const value of [[home], [path.join(home, 'inside')], [dir], ['/'], [path.join(dir, 'link-to-home')], ['data'], [path.join(dir, 'missing')], [path.join(dir, 'file.txt')]]) {
      const { directories, problems } = read(value);
      expect(directories, JSON.stringify(value)).toEqual([]);
      expect(problems, JSON.stringify(value)).toHaveLength(1);
    }
    expect(read('/data').problems).toEqual(['allowed_directories must be a list of absolute directory paths.']);
  });
});
