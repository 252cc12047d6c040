import { Ajv, type ErrorObject } from 'ajv';
import rison from 'rison';
import { ajvFieldMessages } from './ajv-field-messages.js';
import { compileOnFirstUse } from './compile-on-first-use.js';
import { NAME_LENGTH, NO_CONTROL_CHARACTERS, PAGE_MAX, PAGE_SIZE_MAX, TEXT_LENGTH } from './bounded-fields.js';
import { HttpError } from './http-error.js';

/**
 * Superset's REST API takes structured query arguments as one Rison-encoded `q` parameter
 * (`?q=(page:0,page_size:25,filters:!((col:table_name,opr:ct,value:bi)))`). This module decodes
 * it, validates it against a JSON Schema, and describes the list-query shape every list route
 * shares, with Flask-AppBuilder's paging rules.
 */

/** The querystring schema of a route that takes a rison `q`. */
export const RISON_QUERYSTRING = {
  type: 'object',
  properties: { q: { type: 'string' } },
} as const;

// Rison values are already typed (numbers, booleans), so no coercion: a string where a number
// belongs is the caller's mistake and deserves the 400.
const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true });

/** Decodes a rison string; an absent or empty `q` is an empty object. */
/** rison's decoder class, which its typings leave out: `error` records a message, `parse` reads. */
interface RisonDecoder {
  parse(text: string): unknown;
  error(message: string): undefined;
  message: string | null;
}
type RisonDecoderClass = new (errorHandler: (message: string) => void) => RisonDecoder;

/**
 * Decodes a rison `q` (an empty one is `{}`); anything unreadable is Superset's 400 "Not a valid
 * rison argument". The stock decoder console.logs its error with the caller's text, so errors are
 * recorded quietly instead: request input never reaches stdout.
 */
export function decodeRison(q: string | undefined): unknown {
  if (q === undefined || q.trim() === '') return {};
  const Decoder = (rison as unknown as { parser: RisonDecoderClass }).parser;
  const decoder = new Decoder((message) => {
    throw new Error(message);
  });
  decoder.error = function quietError(this: RisonDecoder, message: string) {
    this.message = message;
    return undefined;
  };
  try {
    const value = decoder.parse(q);
    if (value === undefined) throw new Error('empty');
    return value;
  } catch {
    // The decoder also fails with TypeErrors on some inputs; any failure means the same to the caller.
    throw HttpError.badRequest('Not a valid rison argument');
  }
}

/** `page_size Must be less than or equal to 10000.; filters.0.col Missing data for required field.` */
function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return Object.entries(ajvFieldMessages(errors, { root: 'q' }))
    .map(([field, messages]) => `${field} ${messages.join(' ')}`)
    .join('; ');
}

/**
 * A parser for one route's `q`: decodes it and validates it against `schema` (defaults applied),
 * answering 400 `{"message": "Not a valid rison argument"}` or `"Not a valid rison schema: …"`
 * as Flask-AppBuilder does.
 *
 * @example
 * ```ts
 * const parseSchemasQuery = risonParser<{ force?: boolean; catalog?: string }>({
 *   type: 'object', properties: { force: { type: 'boolean' }, catalog: { type: 'string' } },
 * });
 * const { force } = parseSchemasQuery(request.query.q);
 * ```
 */
export function risonParser<T>(schema: object): (q: string | undefined) => T {
  // Routes make their parsers when their modules load: each compiles on the first request that needs it.
  const validate = compileOnFirstUse(ajv, schema);
  return (q) => {
    const value = decodeRison(q);
    if (!validate(value)) throw HttpError.badRequest(`Not a valid rison schema: ${describeErrors(validate.errors)}`);
    return value as T;
  };
}

/** One list filter as Superset's list pages send it. */
export interface ListFilter {
  col: string;
  /** `eq`, `neq`, `ct`, `nct`, `sw`, `ew`, `gt`, `lt`, `in`, `rel_o_m`, `rel_m_m`, or a resource's own. */
  opr: string;
  value: unknown;
}

/** A decoded list query (`get_list_schema`). */
export interface ListQuery {
  filters?: ListFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
  columns?: string[];
  select_columns?: string[];
  keys?: string[];
}

/** `page`: 0-based, at most {@link PAGE_MAX}. */
export const PAGE_FIELD = { type: 'integer', minimum: 0, maximum: PAGE_MAX } as const;

/**
 * `page_size`: -1 (every row, where the resource allows it) up to {@link PAGE_SIZE_MAX}; within
 * that range a size above the resource's maximum is lowered to it, as Flask-AppBuilder does.
 */
export const PAGE_SIZE_FIELD = { type: 'integer', minimum: -1, maximum: PAGE_SIZE_MAX } as const;

const LIST_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    filters: {
      type: 'array',
      items: {
        type: 'object',
        required: ['col', 'opr', 'value'],
        properties: {
          col: { type: 'string', maxLength: NAME_LENGTH, pattern: NO_CONTROL_CHARACTERS },
          opr: { type: 'string', maxLength: NAME_LENGTH, pattern: NO_CONTROL_CHARACTERS },
          value: {
            anyOf: [
              { type: ['number', 'boolean', 'null', 'array'] },
              { type: 'string', maxLength: TEXT_LENGTH },
            ],
          },
        },
      },
    },
    order_column: { type: 'string', maxLength: NAME_LENGTH, pattern: NO_CONTROL_CHARACTERS },
    order_direction: { enum: ['asc', 'desc'] },
    page: PAGE_FIELD,
    page_size: PAGE_SIZE_FIELD,
    columns: { type: 'array', items: { type: 'string', maxLength: NAME_LENGTH } },
    select_columns: { type: 'array', items: { type: 'string', maxLength: NAME_LENGTH } },
    keys: {
      type: 'array',
      items: { enum: ['list_columns', 'order_columns', 'label_columns', 'description_columns', 'list_title', 'none'] },
    },
  },
} as const;

/** Parses a list route's `q` (filters, order, paging, column selection). */
export const parseListQuery = risonParser<ListQuery>(LIST_QUERY_SCHEMA);

/** The `q` of `GET /{pk}`: `columns` selects fields, `keys` asks for metadata. */
export interface ItemQuery {
  columns?: string[];
  keys?: string[];
}

/** Parses an item route's `q` (`get_item_schema`). */
export const parseItemQuery = risonParser<ItemQuery>({
  type: 'object',
  properties: {
    columns: { type: 'array', items: { type: 'string' } },
    keys: { type: 'array', items: { enum: ['show_columns', 'description_columns', 'label_columns', 'show_title', 'none'] } },
  },
});

/** A page to read: `limit` null means every row (an uncapped resource asked for page_size -1). */
export interface Paging {
  offset: number;
  limit: number | null;
}

/**
 * Flask-AppBuilder's paging rules: `page` is 0-based; `page_size` defaults to 20; a page size
 * above the maximum, or below 1, becomes the maximum; a resource whose maximum is -1 is uncapped
 * and answers every row for `page_size: -1`. Paging outside {@link PAGE_FIELD} and
 * {@link PAGE_SIZE_FIELD} is the caller's mistake: 400, whoever parsed the query.
 */
export function resolvePaging(query: ListQuery, options: { defaultPageSize?: number; maxPageSize?: number } = {}): Paging {
  const defaultPageSize = options.defaultPageSize ?? 20;
  const maxPageSize = options.maxPageSize ?? 100;
  const page = query.page ?? 0;
  const pageSize = query.page_size || defaultPageSize;
  if (!Number.isInteger(page) || page < 0 || page > PAGE_MAX) {
    throw HttpError.badRequest(`Not a valid rison schema: page Must be greater than or equal to 0 and less than or equal to ${PAGE_MAX}.`);
  }
  if (!Number.isInteger(pageSize) || pageSize < -1 || pageSize > PAGE_SIZE_MAX) {
    throw HttpError.badRequest(`Not a valid rison schema: page_size Must be greater than or equal to -1 and less than or equal to ${PAGE_SIZE_MAX}.`);
  }
  if (maxPageSize === -1) {
    if (pageSize === -1) return { offset: 0, limit: null };
    return { offset: page * pageSize, limit: pageSize };
  }
  const size = pageSize > maxPageSize || pageSize < 1 ? maxPageSize : pageSize;
  return { offset: page * size, limit: size };
}
