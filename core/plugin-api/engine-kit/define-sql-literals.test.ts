import { describe, expect, it } from 'vitest';
import { defineSqlLiterals, quotedStringLiteral } from './define-sql-literals.js';
import { quoteIdentifier } from './quote-identifier.js';

const { formatLiteral, timestampLiteral } = defineSqlLiterals({
  string: (value) => quotedStringLiteral(value, 'chr(0)'),
  timestamp: (text) => `TIMESTAMP '${text}'`,
  bytes: (hex) => `X'${hex}'`,
});

describe('defineSqlLiterals', () => {
  it('writes numbers so that no operator next to them can make a comment', () => {
    expect(formatLiteral(-3)).toBe('(-3)');
    expect(`1 - ${formatLiteral(-3)}`).not.toContain('--');
    expect(formatLiteral(-0)).toBe('0');
    expect(formatLiteral(2.5e-7)).toBe('2.5e-7');
    expect(formatLiteral(-(2n ** 64n))).toBe('(-18446744073709551616)');
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) expect(() => formatLiteral(bad)).toThrow(RangeError);
  });

  it('writes NULL, booleans, bytes and Dates (as UTC) in the given syntax', () => {
    expect([formatLiteral(null), formatLiteral(true), formatLiteral(false)]).toEqual(['NULL', 'TRUE', 'FALSE']);
    expect(formatLiteral(new Uint8Array([0, 10, 255]))).toBe("X'000AFF'");
    expect(formatLiteral(new Uint8Array())).toBe("X''");
    expect(formatLiteral(new Date('2024-02-29T23:59:59.007Z'))).toBe("TIMESTAMP '2024-02-29 23:59:59.007'");
    expect(() => formatLiteral(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatLiteral({} as never)).toThrow(TypeError);
  });

  it('reads ISO-8601 instants, shifting offsets to UTC, and refuses anything else', () => {
    expect(timestampLiteral('2024-01-31')).toBe("TIMESTAMP '2024-01-31 00:00:00'");
    expect(timestampLiteral('2024-01-31 10:00')).toBe("TIMESTAMP '2024-01-31 10:00:00'");
    expect(timestampLiteral('2024-03-01T00:30:00.1234567+01:00')).toBe("TIMESTAMP '2024-02-29 23:30:00.123456'");
    expect(timestampLiteral('2024-01-31T23:00:00-0130')).toBe("TIMESTAMP '2024-02-01 00:30:00'");
    expect(timestampLiteral('2024-01-31T10:00:00+00:00')).toBe("TIMESTAMP '2024-01-31 10:00:00'");
    for (const bad of ["2024-01-31' OR '1'='1", '2023-02-29', '2024-01-31T24:00:00', 'yesterday']) expect(() => timestampLiteral(bad), bad).toThrow(RangeError);
  });

  it('quotes strings with the quote doubled and NUL joined in with the engine call', () => {
    expect(formatLiteral("it's")).toBe("'it''s'");
    expect(formatLiteral('a\0b\0')).toBe("('a' || chr(0) || 'b' || chr(0) || '')");
  });
});

describe('quoteIdentifier', () => {
  it('doubles the quote character inside the name', () => {
    expect(quoteIdentifier('a "b"')).toBe('"a ""b"""');
    expect(quoteIdentifier('odd`name', '`')).toBe('`odd``name`');
    expect(quoteIdentifier('with "double"', '`')).toBe('`with "double"`');
  });
});
