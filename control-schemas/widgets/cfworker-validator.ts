import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  ROOT_SCHEMA_PREFIX,
  createErrorHandler,
  getDefaultFormState,
  toErrorList,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  withIdRefPrefix,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';

/**
 * Keywords whose failure only says that something below them failed; the failure below is the
 * one reported, so these are dropped.
 */
const WRAPPER_KEYWORDS = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'dependentSchemas',
  'dependencies',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'contains',
  '$ref',
  '$recursiveRef',
  'if',
  'allOf',
]);

/** A failure inside one alternative of `anyOf`/`oneOf`: the `anyOf`/`oneOf` failure itself says enough. */
const INSIDE_ALTERNATIVE = /\/(?:anyOf|oneOf)\/\d+(?:\/|$)/;
const MISSING_PROPERTY = /required property "(.*)"\.$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The instance as JSON would carry it: object properties holding `undefined` dropped, `undefined`
 * array entries as `null` (what `JSON.stringify` does). rjsf leaves `undefined` in form data for
 * cleared fields; the validator accepts JSON values only.
 */
function toJsonInstance(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : toJsonInstance(item)));
  if (isObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) result[key] = toJsonInstance(item);
    return result;
  }
  return value;
}

/** `#/metrics/0` → `['metrics', '0']`, undoing the validator's pointer and URI escaping. */
function pointerSegments(location: string): string[] {
  const pointer = location.startsWith('#') ? location.slice(1) : location;
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => decodeURI(segment).replace(/%23/g, '#').replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** rjsf's property notation (`.metrics.0`); the root is `.`. */
function propertyOf(segments: readonly string[]): string {
  return segments.length === 0 ? '.' : segments.map((segment) => `.${segment}`).join('');
}

/** Turns the validator's output units into rjsf errors, keeping the failures a user can act on. */
function toValidationErrors(units: readonly OutputUnit[]): RJSFValidationError[] {
  const errors: RJSFValidationError[] = [];
  for (const unit of units) {
    if (WRAPPER_KEYWORDS.has(unit.keyword) || INSIDE_ALTERNATIVE.test(unit.keywordLocation)) continue;
    const segments = pointerSegments(unit.instanceLocation);
    const schemaPath = unit.keywordLocation;
    if (unit.keyword === 'required') {
      // Reported on the missing property, as rjsf shows it next to that field.
      const missing = MISSING_PROPERTY.exec(unit.error)?.[1] ?? '';
      const property = propertyOf([...segments, missing]);
      const message = 'is a required property';
      errors.push({ name: 'required', property, message, params: { missingProperty: missing }, schemaPath, stack: `${property} ${message}` });
      continue;
    }
    const property = propertyOf(segments);
    errors.push({ name: unit.keyword, property, message: unit.error, params: {}, schemaPath, stack: `${property} ${unit.error}` });
  }
  return errors;
}

/** What to validate against: a copy (the validator annotates the schemas it is given, and ours may be frozen). */
function copyOf(schema: RJSFSchema): Schema {
  return structuredClone(schema) as Schema;
}

/** Whether a schema holds a `$ref` anywhere. */
function hasRef(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasRef);
  if (!isObject(node)) return false;
  return Object.entries(node).some(([key, value]) => key === '$ref' || hasRef(value));
}

type Mode = 'first-error' | 'all-errors';

/**
 * An rjsf validator backed by @cfworker/json-schema, which interprets schemas instead of
 * generating code, so it runs under the page's Content-Security-Policy (no `eval`, no
 * `new Function`; @rjsf/validator-ajv8 needs both). Validates as JSON Schema draft-07, the draft
 * ajv uses on the server. `$ref`s into the root schema resolve as rjsf expects (`__rjsf_rootSchema#/…`).
 *
 * @example
 * ```tsx
 * <Form schema={schema} validator={cfworkerValidator} … />
 * ```
 */
export class CfworkerValidator<T = unknown> implements ValidatorType<T, RJSFSchema> {
  /**
   * Validates `formData` against `schema` and returns the failures in rjsf's shape, after
   * `transformErrors` and with the errors of `customValidate` merged in.
   */
  validateFormData(
    formData: T | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<T, RJSFSchema>,
    transformErrors?: ErrorTransformer<T, RJSFSchema>,
    uiSchema?: UiSchema<T, RJSFSchema>,
  ): ValidationData<T> {
    const raw = this.rawValidation<RJSFValidationError>(schema, formData);
    let errors = raw.errors ?? [];
    if (raw.validationError) errors = [...errors, { stack: raw.validationError.message }];
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    let errorSchema: ErrorSchema<T> = toErrorSchema<T>(errors);
    if (raw.validationError) {
      errorSchema = { ...errorSchema, $schema: { __errors: [raw.validationError.message] } } as ErrorSchema<T>;
    }
    if (!customValidate) return { errors, errorSchema };
    const withDefaults = getDefaultFormState<T, RJSFSchema>(this, schema, formData, schema, true) as T | undefined;
    const handler = customValidate(withDefaults, createErrorHandler(withDefaults), uiSchema);
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  }

  /**
   * Whether `formData` satisfies `schema`; `$ref`s resolve against `rootSchema`. A schema the
   * validator cannot read counts as not satisfied.
   */
  isValid(schema: RJSFSchema, formData: T | undefined, rootSchema: RJSFSchema): boolean {
    const result = this.run(schema, formData, rootSchema, 'first-error');
    return result.validationError === undefined && result.units.length === 0;
  }

  /**
   * Validates without rjsf's processing: the failures as `RJSFValidationError`s, or the error
   * thrown when the schema cannot be read (an unresolvable `$ref`, say).
   */
  rawValidation<Result = RJSFValidationError>(schema: RJSFSchema, formData?: T): { errors?: Result[]; validationError?: Error } {
    const result = this.run(schema, formData, undefined, 'all-errors');
    if (result.validationError) return { validationError: result.validationError };
    return { errors: toValidationErrors(result.units) as Result[] };
  }

  /** The errors of an `ErrorSchema` as a flat list (rjsf's `toErrorList`). */
  toErrorList(errorSchema?: ErrorSchema<T>, fieldPath: string[] = []): RJSFValidationError[] {
    return toErrorList<T>(errorSchema, fieldPath);
  }

  /** Validators by root schema and schema, so the schemas rjsf asks about again are not copied again. */
  private readonly cache: Record<Mode, WeakMap<object, WeakMap<object, Validator>>> = {
    'first-error': new WeakMap(),
    'all-errors': new WeakMap(),
  };

  private validatorFor(schema: RJSFSchema, rootSchema: RJSFSchema | undefined, mode: Mode): Validator {
    const root = rootSchema ?? schema;
    let bySchema = this.cache[mode].get(root);
    if (!bySchema) {
      bySchema = new WeakMap();
      this.cache[mode].set(root, bySchema);
    }
    let validator = bySchema.get(schema);
    if (!validator) {
      const shortCircuit = mode === 'first-error';
      if (rootSchema && rootSchema !== schema && hasRef(schema)) {
        // A sub-schema's `#/…` refs point into the root schema: rjsf's convention is to prefix them
        // with the root's id and register the root under it.
        validator = new Validator(copyOf(withIdRefPrefix(schema) as RJSFSchema), '7', shortCircuit);
        validator.addSchema(copyOf(rootSchema), ROOT_SCHEMA_PREFIX);
      } else {
        validator = new Validator(copyOf(schema), '7', shortCircuit);
      }
      bySchema.set(schema, validator);
    }
    return validator;
  }

  private run(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema | undefined, mode: Mode): { units: OutputUnit[]; validationError?: Error } {
    const node: unknown = schema;
    if (typeof node === 'boolean') {
      return { units: node ? [] : [{ keyword: 'false', keywordLocation: '#', instanceLocation: '#', error: 'False boolean schema.' }] };
    }
    if (formData === undefined) {
      // No value at all: only a schema that constrains nothing accepts it (ajv fails `type`, `const` … on it).
      const acceptsAnything = !['type', 'const', 'enum', 'not'].some((key) => key in schema);
      const units: OutputUnit[] = acceptsAnything ? [] : [{ keyword: 'type', keywordLocation: '#', instanceLocation: '#', error: 'A value is required.' }];
      return { units };
    }
    try {
      return { units: this.validatorFor(schema, rootSchema, mode).validate(toJsonInstance(formData)).errors };
    } catch (error) {
      return { units: [], validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }
}

/** A shared instance for form data of any shape. */
export const cfworkerValidator = new CfworkerValidator();
