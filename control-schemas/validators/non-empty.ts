import { isEmptyValue, type ControlValidator } from './control-validator.js';

/** Required controls (metrics, entity pickers): null, an empty string or an empty array fail. */
export const nonEmpty: ControlValidator = {
  name: 'nonEmpty',
  message: 'cannot be empty',
  validate: (value) => (isEmptyValue(value) ? nonEmpty.message : null),
};
