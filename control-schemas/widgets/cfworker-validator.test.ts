import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeVizSchema } from '../compose/compose-viz-schema.js';
import { CfworkerValidator } from './cfworker-validator.js';

const schema: RJSFSchema = {
  type: 'object',
  required: ['metrics', 'viz_type'],
  properties: {
    viz_type: { type: 'string' },
    row_limit: { type: 'integer', maximum: 100000 },
    rolling_type: { type: 'string', oneOf: [{ const: 'None', title: 'None' }, { const: 'mean', title: 'Mean' }] },
    metrics: {
      type: 'array',
      items: { type: ['string', 'object'], if: { type: 'object' }, then: { required: ['label'] } },
    },
    label_colors: { type: 'object', additionalProperties: { type: 'string' } },
    x_axis_title: { $ref: '#/definitions/title' },
  },
  definitions: { title: { type: 'string', maxLength: 10 } },
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

describe('CfworkerValidator', () => {
  const validator = new CfworkerValidator<Record<string, unknown>>();

  afterEach(() => vi.unstubAllGlobals());

  it('tells whether data satisfies a schema: types, constants, conditionals', () => {
    expect(validator.isValid({ type: 'integer' }, 3 as never, {})).toBe(true);
    expect(validator.isValid({ type: 'integer' }, 'abc' as never, {})).toBe(false);
    expect(validator.isValid({ const: 'mean' }, 'mean' as never, {})).toBe(true);
    expect(validator.isValid({ const: 'mean' }, 'median' as never, {})).toBe(false);
    const metric: RJSFSchema = { type: ['string', 'object'], if: { type: 'object' }, then: { required: ['label'] } };
    expect(validator.isValid(metric, 'count' as never, metric)).toBe(true);
    expect(validator.isValid(metric, { label: 'SUM(num)' }, metric)).toBe(true);
    expect(validator.isValid(metric, { expressionType: 'SQL' }, metric)).toBe(false);
  });

  it('resolves a sub-schema’s refs against the root schema, as rjsf asks', () => {
    const reference: RJSFSchema = { $ref: '#/definitions/title' };
    expect(validator.isValid(reference, 'short' as never, schema)).toBe(true);
    expect(validator.isValid(reference, 'far too long a title' as never, schema)).toBe(false);
  });

  it('reports each failure on the field it belongs to, without the wrappers around it', () => {
    const { errors, validationError } = validator.rawValidation(schema, {
      row_limit: 'abc',
      rolling_type: 'median',
      metrics: [{ expressionType: 'SQL' }, 'count'],
      label_colors: { boys: 7 },
      x_axis_title: 'far too long a title',
    });
    expect(validationError).toBeUndefined();
    const byProperty = new Map((errors ?? []).map((error) => [error.property, error]));
    expect([...byProperty.keys()].sort()).toEqual(['.label_colors.boys', '.metrics.0.label', '.rolling_type', '.row_limit', '.viz_type', '.x_axis_title']);
    expect(byProperty.get('.viz_type')).toMatchObject({ name: 'required', message: 'is a required property', params: { missingProperty: 'viz_type' } });
    expect(byProperty.get('.metrics.0.label')).toMatchObject({ name: 'required' });
    expect(byProperty.get('.row_limit')).toMatchObject({ name: 'type', schemaPath: '#/properties/row_limit/type' });
    // One failure for the choice as a whole, not one per alternative.
    expect((errors ?? []).filter((error) => error.property === '.rolling_type')).toHaveLength(1);
    expect(byProperty.get('.rolling_type')?.name).toBe('oneOf');
  });

  it('builds rjsf’s error schema, applying transformErrors and merging customValidate', () => {
    const { errorSchema, errors } = validator.validateFormData(
      { viz_type: 'line', metrics: ['count'], row_limit: 200000 },
      schema,
      (formData, handler) => {
        if (formData?.viz_type === 'line') handler.viz_type?.addError('pick a table');
        return handler;
      },
      (list) => list.map((error) => ({ ...error, message: `row limit: ${error.message}` })),
    );
    expect(errorSchema.row_limit?.__errors).toHaveLength(1);
    expect(errorSchema.row_limit?.__errors?.[0]).toMatch(/^row limit: /);
    expect(errorSchema.viz_type?.__errors).toEqual(['pick a table']);
    expect(errors.map((error) => error.property).sort()).toEqual(['.row_limit', '.viz_type']);
    expect(validator.toErrorList(errorSchema).map((error) => error.stack)).toContain('.viz_type pick a table');
  });

  it('reports a schema it cannot read instead of throwing', () => {
    const broken: RJSFSchema = { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } };
    expect(validator.rawValidation(broken, { a: 1 }).validationError?.message).toMatch(/Unresolved \$ref/);
    expect(validator.isValid(broken, { a: 1 }, broken)).toBe(false);
    const { errorSchema } = validator.validateFormData({ a: 1 }, broken);
    expect((errorSchema as Record<string, { __errors?: string[] }>).$schema?.__errors?.[0]).toMatch(/Unresolved \$ref/);
  });

  it('treats properties holding undefined as absent, as JSON does', () => {
    expect(validator.isValid(schema, { viz_type: 'line', metrics: [], row_limit: undefined }, schema)).toBe(true);
    expect(validator.isValid(schema, { viz_type: 'line', row_limit: 5 }, schema)).toBe(false);
    expect(validator.isValid({ type: 'string' }, undefined, {})).toBe(false);
    expect(validator.isValid({ title: 'anything' }, undefined, {})).toBe(true);
  });

  it('accepts frozen schemas (the registry freezes its descriptors) and leaves them unchanged', () => {
    const { schema: composed } = composeVizSchema(['metrics', 'row_limit', 'rolling_type', 'x_axis']);
    const frozen = deepFreeze(structuredClone(composed)) as RJSFSchema;
    const before = JSON.stringify(frozen);
    expect(validator.isValid(frozen, { metrics: ['count'], row_limit: 10, rolling_type: 'mean', x_axis: 'ds' }, frozen)).toBe(true);
    expect(validator.isValid(frozen, { metrics: [{ expressionType: 'SQL' }], row_limit: 10 }, frozen)).toBe(false);
    expect(JSON.stringify(frozen)).toBe(before);
  });

  it('validates without eval or new Function (the page’s CSP forbids both)', () => {
    function forbidden(): never {
      throw new EvalError('Code generation from strings disallowed for this context');
    }
    vi.stubGlobal('eval', forbidden);
    vi.stubGlobal('Function', forbidden);
    expect(() => new Function('return 1')).toThrow(EvalError);
    const fresh = new CfworkerValidator();
    const { schema: composed } = composeVizSchema(['metrics', 'row_limit', 'comparison_type']);
    expect(fresh.rawValidation(composed as RJSFSchema, { metrics: [], row_limit: 'abc', comparison_type: 'percentage' }).errors).toHaveLength(1);
  });
});
