/**
 * The ranges and lengths request fields share, as JSON Schema fragments for the route schemas
 * and the rison `q` decoding. Names take no control characters and have Superset's column
 * lengths; free text (SQL, CSS, descriptions, JSON documents) may hold line breaks and tabs but
 * never a NUL, which the metadata stores cannot keep; numbers have a minimum and a maximum.
 * A value outside answers 400 with the field's message (see `ajv-field-messages.ts`) and nothing
 * is written.
 */

/** Letters, digits, punctuation and spaces, but no C0/C1 control character (NUL, tab, newline…). */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';

/** Any text except NUL (line breaks and tabs belong in SQL, CSS and descriptions). */
export const NO_NUL = '^[^\\u0000]*$';

/** The message of {@link NO_CONTROL_CHARACTERS}. */
export const NO_CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters.';

/** The message of {@link NO_NUL}. */
export const NO_NUL_MESSAGE = 'Must not contain NUL characters.';

/** Superset's column lengths: `slice_name`, `table_name`, `database_name`, `label`, role names… are VARCHAR(250). */
export const NAME_LENGTH = 250;

/** Superset's `dashboard_title` is VARCHAR(500). */
export const TITLE_LENGTH = 500;

/** A text column: SQL, CSS, descriptions, JSON documents (1 MiB, well under the 10 MiB body limit). */
export const TEXT_LENGTH = 1024 * 1024;

/** The largest cache timeout, in seconds (a year); -1 or 0 keep Superset's meanings. */
export const CACHE_TIMEOUT_MAX = 365 * 24 * 60 * 60;

/** The largest row limit or offset a request may name (a 32-bit integer, as Superset's columns are). */
export const INT32_MAX = 2_147_483_647;

/** The largest page size a list query may name; above a resource's own maximum it is lowered to it. */
export const PAGE_SIZE_MAX = 10_000;

/** The largest page a list query may name. */
export const PAGE_MAX = 1_000_000;

/** An id in a path or a body: the metadata stores' ids are 32-bit integers (a larger one is a 400, not a failed query). */
export const ID_FIELD = { type: 'integer', minimum: -INT32_MAX - 1, maximum: INT32_MAX } as const;

/** A name: no control characters, 1 to `maxLength` characters. */
export function nameField(maxLength = NAME_LENGTH, options: { nullable?: boolean; minLength?: number } = {}) {
  return {
    type: options.nullable ? (['string', 'null'] as const) : ('string' as const),
    minLength: options.minLength ?? 0,
    maxLength,
    pattern: NO_CONTROL_CHARACTERS,
  };
}

/** Free text: no NUL, at most `maxLength` characters. */
export function textField(maxLength = TEXT_LENGTH, options: { nullable?: boolean } = {}) {
  return {
    type: options.nullable ? (['string', 'null'] as const) : ('string' as const),
    maxLength,
    pattern: NO_NUL,
  };
}

/** An integer in [minimum, maximum]. */
export function integerField(minimum: number, maximum: number, options: { nullable?: boolean } = {}) {
  return { type: options.nullable ? (['integer', 'null'] as const) : ('integer' as const), minimum, maximum };
}

/** A cache timeout in seconds: null (the default), -1 (never cache), 0 (the default) or up to a year. */
export const CACHE_TIMEOUT_FIELD = integerField(-1, CACHE_TIMEOUT_MAX, { nullable: true });

/** Does this pattern belong to this module, and what does it say to the user? */
export function patternMessage(pattern: unknown): string | undefined {
  if (pattern === NO_CONTROL_CHARACTERS) return NO_CONTROL_CHARACTERS_MESSAGE;
  if (pattern === NO_NUL) return NO_NUL_MESSAGE;
  return undefined;
}
