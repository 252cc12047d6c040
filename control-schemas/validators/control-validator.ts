/** What validators may read besides the value. */
export interface ValidatorContext {
  /** The server's `SQL_MAX_ROW`: the largest row limit a query may ask for. */
  readonly sqlMaxRow: number;
}

/**
 * A named check of one control value with a fixed, user-facing message (spec §5). `validate`
 * returns the message, with `%s` filled in, or `null` when the value passes. An empty value
 * passes every validator but `nonEmpty`: whether a control may be empty is that validator's call.
 */
export interface ControlValidator {
  readonly name: string;
  /** The message, `%s` standing for the detail `validate` fills in. */
  readonly message: string;
  /** What `%s` stands for, for the generated reference. */
  readonly placeholder?: string;
  validate(value: unknown, context: ValidatorContext): string | null;
}

/** Whether a value counts as not filled in: `null`, `undefined`, `''` or `[]` (spec §5). */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}
