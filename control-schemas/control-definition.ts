import type { JsonSchema, JsonValue } from '@core/plugin-api/json-schema.js';
import type { UiSchema } from '@core/plugin-api/ui-schema.js';
import type { ControlSectionKey } from './sections.js';
import type { ValidatorName } from './validators/control-validators.js';

/**
 * A condition over form data, written as a JSON Schema: it holds when the form data validates
 * against it (the `if` of an `if/then`). Facts that are not form data are reachable under the
 * reserved `$context` property, e.g. `{ "enum": { "$data": "/$context/temporalColumns" } }`
 * (ajv's `$data` reference). Evaluated by `matchesCondition` without code generation, so it runs
 * under the browser's Content-Security-Policy.
 *
 * @example
 * ```ts
 * const whenPercentage: ControlCondition = {
 *   required: ['comparison_type'],
 *   properties: { comparison_type: { const: 'percentage' } },
 * };
 * ```
 */
export type ControlCondition = JsonSchema;

/** A value a control is set to while a condition holds (Superset's forced control values). */
export interface ForcedValueRule {
  readonly when: ControlCondition;
  readonly value: JsonValue;
  /** Why, for the generated reference. */
  readonly reason?: string;
}

/**
 * One shared explore control, as data: its JSON-Schema fragment (type, default, choices), its
 * pure-JSON uiSchema fragment (widget by registered name, options), the names of its validators
 * and its conditional rules. No functions, so a control panel built from these can be stored,
 * diffed and documented.
 *
 * @example
 * ```ts
 * export const rowOffset = defineControl({
 *   name: 'row_offset',
 *   label: 'Row offset',
 *   description: 'Rows to skip before the first one returned.',
 *   section: 'query',
 *   schema: { type: 'integer', minimum: 0, default: 0 },
 *   uiSchema: { 'ui:widget': 'IntegerWidget' },
 *   validators: ['integer'],
 * });
 * ```
 */
export interface ControlDefinition {
  /** The form-data field, Superset's control name (`row_limit`). */
  readonly name: string;
  readonly label: string;
  readonly description: string;
  readonly section: ControlSectionKey;
  /** JSON-Schema fragment of the value, with its `default`: the only place the default is written. */
  readonly schema: JsonSchema;
  /** Pure-JSON uiSchema fragment: `ui:widget` (a name from CONTROL_WIDGETS), `ui:options`, `ui:placeholder`. */
  readonly uiSchema: UiSchema;
  /** Names of validators (see CONTROL_VALIDATORS) run on the value, in order. */
  readonly validators: readonly ValidatorName[];
  /** Render-only: a change redraws the chart from the last result without a new query. */
  readonly renderTrigger?: boolean;
  /** The control is shown only while this holds; always shown when absent. */
  readonly visibleWhen?: ControlCondition;
  /** Values the control is forced to; the first rule whose condition holds wins. */
  readonly forcedValues?: readonly ForcedValueRule[];
}

/**
 * What the explore page needs of a control at run time, beyond schema and widget: validators and
 * rules. A {@link ControlDefinition} is one; so is what `controlBehaviorsOf` reads back from a
 * composed uiSchema (where validator names are plain strings, checked when used).
 */
export interface ControlBehavior {
  readonly name: string;
  readonly validators: readonly string[];
  readonly renderTrigger?: boolean;
  readonly visibleWhen?: ControlCondition;
  readonly forcedValues?: readonly ForcedValueRule[];
}

/** Declares a control with full type checking; returns its argument unchanged. */
export function defineControl(control: ControlDefinition): ControlDefinition {
  return control;
}
