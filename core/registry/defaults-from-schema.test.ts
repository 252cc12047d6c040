import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../plugin-api/index.js';
import { defaultsFromSchema } from './defaults-from-schema.js';

describe('defaultsFromSchema', () => {
  it('reads property defaults and skips properties without one', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { row_limit: { type: 'integer', default: 10000 }, metric: { type: 'string' }, time_range: { default: 'No filter' } },
    };
    expect(defaultsFromSchema(schema)).toEqual({ row_limit: 10000, time_range: 'No filter' });
  });

  it('walks nested objects and leaves out nested objects without defaults', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        legend: { type: 'object', properties: { show: { type: 'boolean', default: true }, margin: { type: 'object', properties: { top: { default: 4 } } } } },
        tooltip: { type: 'object', properties: { format: { type: 'string' } } },
      },
    };
    expect(defaultsFromSchema(schema)).toEqual({ legend: { show: true, margin: { top: 4 } } });
  });

  it('lets an object default win and fills what it leaves out from its properties', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        legend: { type: 'object', default: { show: false }, properties: { show: { default: true }, position: { default: 'top' } } },
      },
    };
    expect(defaultsFromSchema(schema)).toEqual({ legend: { show: false, position: 'top' } });
  });

  it('merges allOf parts, the way control fragments are composed', () => {
    const rowLimit: JsonSchema = { properties: { row_limit: { type: 'integer', default: 10000 } } };
    const timeRange: JsonSchema = { properties: { time_range: { type: 'string', default: 'No filter' } } };
    const schema: JsonSchema = { type: 'object', allOf: [rowLimit, timeRange], properties: { color_scheme: { default: 'supersetColors' } } };
    expect(defaultsFromSchema(schema)).toEqual({ row_limit: 10000, time_range: 'No filter', color_scheme: 'supersetColors' });
  });

  it('follows local $refs', () => {
    const schema: JsonSchema = {
      type: 'object',
      $defs: { rowLimit: { type: 'integer', default: 500 }, axis: { type: 'object', properties: { title: { default: '' } } } },
      properties: { row_limit: { $ref: '#/$defs/rowLimit' }, x_axis: { $ref: '#/$defs/axis' } },
    };
    expect(defaultsFromSchema(schema)).toEqual({ row_limit: 500, x_axis: { title: '' } });
  });

  it('terminates on recursive schemas', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { op: { default: 'AND' }, child: { $ref: '#' } },
    };
    expect(defaultsFromSchema(schema)).toEqual({ op: 'AND' });
  });

  it('does not apply defaults of conditional branches', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { show_legend: { default: false } },
      if: { properties: { show_legend: { const: true } } },
      then: { properties: { legend_orientation: { default: 'top' } } },
    };
    expect(defaultsFromSchema(schema)).toEqual({ show_legend: false });
  });

  it('returns copies, so editing defaults never edits the schema', () => {
    const schema: JsonSchema = { type: 'object', properties: { groupby: { type: 'array', default: ['a'] } } };
    const defaults = defaultsFromSchema<{ groupby: string[] }>(schema);
    defaults.groupby?.push('b');
    expect(schema.properties?.groupby?.default).toEqual(['a']);
  });

  it('throws on a $ref that points nowhere', () => {
    expect(() => defaultsFromSchema({ properties: { x: { $ref: '#/$defs/missing' } } })).toThrow("$ref '#/$defs/missing' does not point to a schema");
  });
});
