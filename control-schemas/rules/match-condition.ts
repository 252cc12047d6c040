import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import type { ControlCondition } from '../control-definition.js';
import { jsonEqual } from '../json-equal.js';

type Keyword = (schema: JsonSchema, value: unknown, root: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

/** Resolves an absolute JSON pointer (`/$context/temporalColumns`) against the evaluated document. */
function resolvePointer(root: unknown, pointer: string): unknown {
  if (!pointer.startsWith('/')) throw new Error(`Control conditions support only absolute $data pointers, not '${pointer}'`);
  let node = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (isObject(node) && Object.hasOwn(node, key)) node = node[key];
    else if (Array.isArray(node) && /^\d+$/.test(key)) node = node[Number(key)];
    else return undefined;
  }
  return node;
}

const length = (text: string): number => [...text].length;

// Each keyword follows JSON Schema: it constrains only values of the type it is about.
const KEYWORDS: Record<string, Keyword> = {
  type: (schema, value) => {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    return types.some((type) => hasType(value, type as string));
  },
  const: (schema, value) => jsonEqual(schema.const, value),
  enum: (schema, value, root) => {
    let options: unknown = schema.enum;
    if (isObject(options) && typeof options.$data === 'string') {
      options = resolvePointer(root, options.$data);
      // ajv's reading of $data: a reference to nothing leaves the keyword out.
      if (options === undefined) return true;
    }
    return Array.isArray(options) && options.some((option) => jsonEqual(option, value));
  },
  properties: (schema, value, root) =>
    !isObject(value) ||
    Object.entries(schema.properties ?? {}).every(([key, property]) => !Object.hasOwn(value, key) || value[key] === undefined || evaluate(property, value[key], root)),
  required: (schema, value) => !isObject(value) || (schema.required ?? []).every((key) => Object.hasOwn(value, key) && value[key] !== undefined),
  not: (schema, value, root) => !evaluate(schema.not!, value, root),
  allOf: (schema, value, root) => (schema.allOf ?? []).every((part) => evaluate(part, value, root)),
  anyOf: (schema, value, root) => (schema.anyOf ?? []).some((part) => evaluate(part, value, root)),
  oneOf: (schema, value, root) => (schema.oneOf ?? []).filter((part) => evaluate(part, value, root)).length === 1,
  if: (schema, value, root) => {
    const branch = evaluate(schema.if!, value, root) ? schema.then : schema.else;
    return branch === undefined || evaluate(branch, value, root);
  },
  then: () => true,
  else: () => true,
  minItems: (schema, value) => !Array.isArray(value) || value.length >= (schema.minItems as number),
  maxItems: (schema, value) => !Array.isArray(value) || value.length <= (schema.maxItems as number),
  minLength: (schema, value) => typeof value !== 'string' || length(value) >= (schema.minLength as number),
  maxLength: (schema, value) => typeof value !== 'string' || length(value) <= (schema.maxLength as number),
  pattern: (schema, value) => typeof value !== 'string' || new RegExp(schema.pattern as string, 'u').test(value),
  minimum: (schema, value) => typeof value !== 'number' || value >= (schema.minimum as number),
  maximum: (schema, value) => typeof value !== 'number' || value <= (schema.maximum as number),
};

const ANNOTATIONS = new Set(['title', 'description', '$comment']);

function evaluate(schema: JsonSchema, value: unknown, root: unknown): boolean {
  for (const [keyword, check] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    const rule = Object.hasOwn(KEYWORDS, keyword) ? KEYWORDS[keyword] : undefined;
    if (!rule) throw new Error(`Control conditions do not support the keyword '${keyword}'`);
    if (check !== undefined && !rule(schema, value, root)) return false;
  }
  return true;
}

/**
 * Whether a document satisfies a control condition: a JSON Schema subset (`type`, `const`, `enum`
 * with optional `$data`, `properties`, `required`, `not`, `allOf`, `anyOf`, `oneOf`, `if/then/else`,
 * `minItems`, `maxItems`, `minLength`, `maxLength`, `pattern`, `minimum`, `maximum`) with ajv's
 * semantics, read without generating code so it runs under a strict Content-Security-Policy.
 *
 * @throws Error for a keyword outside the subset, rather than silently misreading the condition.
 *
 * @example
 * ```ts
 * matchesCondition({ required: ['time_compare'], properties: { time_compare: { minItems: 1 } } }, { time_compare: ['1 year ago'] }); // true
 * ```
 */
export function matchesCondition(condition: ControlCondition, document: unknown): boolean {
  return evaluate(condition, document, document);
}

/**
 * The keywords of a condition {@link matchesCondition} cannot read, as `path: keyword` strings;
 * empty when the whole condition is readable. Walks every branch, including unevaluated ones.
 */
export function unsupportedConditionKeywords(condition: ControlCondition, path = ''): string[] {
  const problems: string[] = [];
  for (const [keyword, value] of Object.entries(condition)) {
    if (ANNOTATIONS.has(keyword)) continue;
    if (!Object.hasOwn(KEYWORDS, keyword)) {
      problems.push(`${path || '/'}: ${keyword}`);
      continue;
    }
    if (keyword === 'properties' && isObject(value)) {
      for (const [name, property] of Object.entries(value)) problems.push(...unsupportedConditionKeywords(property as JsonSchema, `${path}/properties/${name}`));
    } else if ((keyword === 'not' || keyword === 'if' || keyword === 'then' || keyword === 'else') && isObject(value)) {
      problems.push(...unsupportedConditionKeywords(value as JsonSchema, `${path}/${keyword}`));
    } else if ((keyword === 'allOf' || keyword === 'anyOf' || keyword === 'oneOf') && Array.isArray(value)) {
      value.forEach((part, index) => problems.push(...unsupportedConditionKeywords(part as JsonSchema, `${path}/${keyword}/${index}`)));
    }
  }
  return problems;
}
