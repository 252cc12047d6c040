import { bounds } from './bounds.js';
import { color } from './color.js';
import type { ControlValidator } from './control-validator.js';
import { integer } from './integer.js';
import { maxRowLimit } from './max-row-limit.js';
import { nonEmpty } from './non-empty.js';
import { number } from './number.js';
import { opacity } from './opacity.js';
import { orderbyJson } from './orderby-json.js';
import { timeShift } from './time-shift.js';

/**
 * Every validator a control may name, by name. Controls refer to validators by these names so a
 * control panel stays pure JSON.
 *
 * @example
 * ```ts
 * CONTROL_VALIDATORS.integer.validate('1.5', { sqlMaxRow: 100000 }); // 'is expected to be an integer'
 * ```
 */
export const CONTROL_VALIDATORS = Object.freeze({
  nonEmpty,
  integer,
  number,
  maxRowLimit,
  orderbyJson,
  timeShift,
  opacity,
  color,
  bounds,
} satisfies Record<string, ControlValidator>);

/** A key of {@link CONTROL_VALIDATORS}. */
export type ValidatorName = keyof typeof CONTROL_VALIDATORS;

/** Whether `name` is a known validator. */
export function isValidatorName(name: string): name is ValidatorName {
  return Object.hasOwn(CONTROL_VALIDATORS, name);
}
