import { isEmptyValue, type ControlValidator } from './control-validator.js';

/** Opacity controls: a number from 0 (transparent) to 1 (opaque). */
export const opacity: ControlValidator = {
  name: 'opacity',
  message: 'must be a number between 0 and 1',
  validate(value) {
    if (isEmptyValue(value)) return null;
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return n >= 0 && n <= 1 ? null : opacity.message;
  },
};
