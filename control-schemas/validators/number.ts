import { isEmptyValue, type ControlValidator } from './control-validator.js';

/** Numeric text controls (series limit): any finite number, typed or stored. */
export const number: ControlValidator = {
  name: 'number',
  message: 'is expected to be a number',
  validate(value) {
    if (isEmptyValue(value)) return null;
    const ok = typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
    return ok ? null : number.message;
  },
};
