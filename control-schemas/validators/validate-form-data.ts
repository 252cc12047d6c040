import type { ControlBehavior } from '../control-definition.js';
import { DEFAULT_SQL_MAX_ROW } from '../constants/row-limits.js';
import { CONTROL_VALIDATORS, isValidatorName } from './control-validators.js';

/** What {@link validateFormData} needs besides the form data. */
export interface ValidateFormDataContext {
  /** The server's `SQL_MAX_ROW` (bootstrap data); {@link DEFAULT_SQL_MAX_ROW} when absent. */
  readonly sqlMaxRow?: number;
  /** When given, only these controls are validated: hidden controls show no errors. */
  readonly visible?: ReadonlySet<string>;
}

/** Validation messages by control name; controls without a problem are absent. */
export type ControlErrors = Record<string, string[]>;

/**
 * Runs every control's validators on its form-data value and collects the messages (spec §5),
 * e.g. `{ metrics: ['cannot be empty'], row_limit: ['Value cannot exceed 100000'] }`. An empty
 * result means the form data may be run.
 *
 * @throws Error when a control names a validator that does not exist (a programming error).
 *
 * @example
 * ```ts
 * const { uiSchema } = vizRegistry.require('pie');
 * validateFormData(formData, controlBehaviorsOf(uiSchema), { sqlMaxRow: bootstrap.SQL_MAX_ROW });
 * ```
 */
export function validateFormData(
  formData: Readonly<Record<string, unknown>>,
  controls: Iterable<ControlBehavior>,
  context: ValidateFormDataContext = {},
): ControlErrors {
  const validatorContext = { sqlMaxRow: context.sqlMaxRow ?? DEFAULT_SQL_MAX_ROW };
  const errors: ControlErrors = {};
  for (const control of controls) {
    if (context.visible && !context.visible.has(control.name)) continue;
    const messages: string[] = [];
    for (const name of control.validators) {
      if (!isValidatorName(name)) throw new Error(`Control '${control.name}' names unknown validator '${name}'`);
      const message = CONTROL_VALIDATORS[name].validate(formData[control.name], validatorContext);
      if (message !== null) messages.push(message);
    }
    if (messages.length > 0) errors[control.name] = messages;
  }
  return errors;
}
