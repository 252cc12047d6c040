import { isEmptyValue, type ControlValidator } from './control-validator.js';

function isOrderby(entry: unknown): boolean {
  let parsed = entry;
  if (typeof entry === 'string') {
    try {
      parsed = JSON.parse(entry);
    } catch {
      return false;
    }
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[1] !== 'boolean') return false;
  const [column] = parsed as unknown[];
  return (typeof column === 'string' && column !== '') || (typeof column === 'object' && column !== null && !Array.isArray(column));
}

/**
 * Raw-mode ordering (`order_by_cols`): each entry is JSON for `[column, ascending]`, as Superset
 * stores them (`'["ds", false]'`); already parsed pairs are accepted too.
 */
export const orderbyJson: ControlValidator = {
  name: 'orderbyJson',
  message: 'Found invalid orderby options',
  validate(value) {
    if (isEmptyValue(value)) return null;
    const entries = Array.isArray(value) ? value : [value];
    return entries.every(isOrderby) ? null : orderbyJson.message;
  },
};
