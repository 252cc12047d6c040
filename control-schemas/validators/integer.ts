import { isEmptyValue, type ControlValidator } from './control-validator.js';

const INTEGER_TEXT = /^\s*[-+]?\d+\s*$/;

/** Integer text controls (row limit, rolling periods …): a whole number, typed or stored. */
export const integer: ControlValidator = {
  name: 'integer',
  message: 'is expected to be an integer',
  validate(value) {
    if (isEmptyValue(value)) return null;
    const ok = typeof value === 'number' ? Number.isInteger(value) : typeof value === 'string' && INTEGER_TEXT.test(value);
    return ok ? null : integer.message;
  },
};
