import { isEmptyValue, type ControlValidator } from './control-validator.js';

/**
 * The row limit may not exceed the server's `SQL_MAX_ROW`. Values that are not numbers pass: the
 * `integer` validator reports those.
 */
export const maxRowLimit: ControlValidator = {
  name: 'maxRowLimit',
  message: 'Value cannot exceed %s',
  placeholder: "the server's SQL_MAX_ROW (100000 unless configured)",
  validate(value, context) {
    if (isEmptyValue(value) || (typeof value !== 'number' && typeof value !== 'string')) return null;
    const limit = Number(value);
    return Number.isFinite(limit) && limit > context.sqlMaxRow ? maxRowLimit.message.replace('%s', String(context.sqlMaxRow)) : null;
  },
};
