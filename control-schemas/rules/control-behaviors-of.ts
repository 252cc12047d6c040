import type { JsonValue } from '@core/plugin-api/json-schema.js';
import type { UiSchema } from '@core/plugin-api/ui-schema.js';
import type { ControlBehavior, ControlCondition, ForcedValueRule } from '../control-definition.js';

/** uiSchema keys under which `composeVizSchema` records a control's validators and rules. */
export const BEHAVIOR_UI_KEYS = {
  validators: 'ui:validators',
  renderTrigger: 'ui:renderTrigger',
  visibleWhen: 'ui:visibleWhen',
  forcedValues: 'ui:forcedValues',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads back the validators and rules of every control of a composed uiSchema (see
 * `composeVizSchema`), so the explore page needs nothing but a viz descriptor from the registry to
 * validate form data and apply visibility and forced values.
 *
 * @example
 * ```ts
 * const behaviors = controlBehaviorsOf(vizRegistry.require('pie').uiSchema);
 * validateFormData(formData, behaviors, { sqlMaxRow });
 * ```
 */
export function controlBehaviorsOf(uiSchema: UiSchema): ControlBehavior[] {
  const behaviors: ControlBehavior[] = [];
  for (const [name, field] of Object.entries(uiSchema)) {
    if (name.startsWith('ui:') || !isObject(field)) continue;
    const validators = field[BEHAVIOR_UI_KEYS.validators];
    const visibleWhen = field[BEHAVIOR_UI_KEYS.visibleWhen];
    const forcedValues = field[BEHAVIOR_UI_KEYS.forcedValues];
    behaviors.push({
      name,
      validators: Array.isArray(validators) ? validators.filter((v): v is string => typeof v === 'string') : [],
      ...(field[BEHAVIOR_UI_KEYS.renderTrigger] === true ? { renderTrigger: true } : {}),
      ...(isObject(visibleWhen) ? { visibleWhen: visibleWhen as ControlCondition } : {}),
      ...(Array.isArray(forcedValues) ? { forcedValues: forcedValues as unknown as ForcedValueRule[] } : {}),
    });
  }
  return behaviors;
}

/** The uiSchema entries recording a control's behaviour; only the ones it has. */
export function behaviorUiEntries(control: ControlBehavior): Record<string, JsonValue> {
  const entries: Record<string, JsonValue> = {};
  if (control.validators.length > 0) entries[BEHAVIOR_UI_KEYS.validators] = [...control.validators];
  if (control.renderTrigger) entries[BEHAVIOR_UI_KEYS.renderTrigger] = true;
  if (control.visibleWhen) entries[BEHAVIOR_UI_KEYS.visibleWhen] = structuredClone(control.visibleWhen) as JsonValue;
  if (control.forcedValues?.length) entries[BEHAVIOR_UI_KEYS.forcedValues] = structuredClone(control.forcedValues) as unknown as JsonValue;
  return entries;
}
