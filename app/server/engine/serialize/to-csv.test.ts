import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv.js';

describe('toCsv', () => {
  it('writes a header and CRLF-terminated records, quoting per RFC 4180', () => {
    const csv = toCsv({ columns: ['name', 'note'], data: [['plain', 'say "hi"'], ['a,b', 'two\nlines']] });
    expect(csv).toBe('name,note\r\nplain,"a,b"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('writes nulls, NaN and undefined as the null value, booleans and bigints as text', () => {
    const frame = { columns: ['a', 'b', 'c'], data: [[null, 1.5], [Number.NaN, true], [undefined, 2n ** 64n]] };
    expect(toCsv(frame)).toBe('a,b,c\r\n,,\r\n1.5,True,18446744073709551616\r\n');
    expect(toCsv(frame, { nullValue: 'NULL' })).toBe('a,b,c\r\nNULL,NULL,NULL\r\n1.5,True,18446744073709551616\r\n');
  });

  it('formats temporal columns as ISO date-times, from epoch ms, dates or strings', () => {
    const frame = { columns: ['ds', 'n'], data: [[Date.UTC(2024, 0, 31, 8), Date.UTC(2024, 0, 31, 8, 0, 0, 250), null, new Date(Date.UTC(2020, 1, 29))], [1, 2, 3, 4]] };
    expect(toCsv(frame, { types: ['temporal', 'numeric'] }).split('\r\n')).toEqual([
      'ds,n', '2024-01-31T08:00:00,1', '2024-01-31T08:00:00.250,2', ',3', '2020-02-29T00:00:00,4', '',
    ]);
    // Known from the frame itself when no types are given (post-processing's temporalColumns).
    expect(toCsv({ columns: ['ds'], data: [[0]], temporalColumns: ['ds'] })).toBe('ds\r\n1970-01-01T00:00:00\r\n');
    // Without a temporal type, epoch ms stay numbers.
    expect(toCsv({ columns: ['ds'], data: [[0]] })).toBe('ds\r\n0\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas, but not plain numbers', () => {
    const frame = { columns: ['=title'], data: [['=HYPERLINK("http://x","y")', '+cmd|\' /C calc\'!A0', '-2+3', '@SUM(A1)', '\tlead', '-12.5', '+3', '-1e5', 'safe', -7]] };
    expect(toCsv(frame).split('\r\n')).toEqual([
      "'=title",
      `"'=HYPERLINK(""http://x"",""y"")"`,
      "'+cmd\\|' /C calc'!A0",
      "'-2+3",
      "'@SUM(A1)",
      "'\tlead",
      '-12.5',
      '+3',
      '-1e5',
      'safe',
      '-7',
      '',
    ]);
    expect(toCsv({ columns: ['f'], data: [['=1+1']] }, { escapeFormulas: false })).toBe('f\r\n=1+1\r\n');
  });

  it('takes another delimiter and line terminator, quoting fields that contain it', () => {
    const csv = toCsv({ columns: ['a', 'b'], data: [['x;y', 'plain, comma'], [1, 2]] }, { delimiter: ';', lineTerminator: '\n' });
    expect(csv).toBe('a;b\n"x;y";1\nplain, comma;2\n');
    expect(() => toCsv({ columns: [], data: [] }, { delimiter: '"' })).toThrow(RangeError);
  });

  it('can omit the header and start with a byte-order mark', () => {
    expect(toCsv({ columns: ['a'], data: [['é']] }, { header: false, bom: true })).toBe('\ufeffé\r\n');
    expect(toCsv({ columns: [], data: [] }, { header: false })).toBe('');
  });

  it('writes nested values as JSON', () => {
    expect(toCsv({ columns: ['v'], data: [[{ a: [1, 2n] }]] })).toBe('v\r\n"{""a"":[1,""2""]}"\r\n');
  });
});
