import type { ControlBehavior } from '../control-definition.js';
import { jsonEqual } from '../json-equal.js';
import { matchesCondition } from './match-condition.js';

/** Facts about the datasource that control conditions read under `$context`. */
export interface ControlRuleContext {
  /**
   * Names of the datasource's temporal columns (`is_dttm`, or a temporal generic type). Unknown
   * (no datasource loaded yet) when absent: conditions on it then hold, as ajv's `$data` does.
   */
  readonly temporalColumns?: readonly string[];
}

/** What {@link applyControlRules} decided. */
export interface AppliedControlRules {
  /** Names of the controls to show. */
  readonly visible: Set<string>;
  /** The form data with forced values applied; the input object itself when nothing was forced. */
  readonly formData: Record<string, unknown>;
}

/**
 * Applies the controls' conditional rules to form data (spec §5): first forced values (each
 * control takes the value of its first `forcedValues` rule whose condition holds, e.g.
 * `y_axis_format` becomes `.1%` for a percentage comparison), then visibility (`visibleWhen`) on
 * the result. Conditions are evaluated over the form data plus `$context` (the datasource facts).
 * Pure: the input is not modified. Hidden controls keep their values, as in Superset.
 *
 * @example
 * ```ts
 * const { visible, formData: next } = applyControlRules(formData, controlBehaviorsOf(viz.uiSchema), {
 *   temporalColumns: datasource.columns.filter((c) => c.is_dttm).map((c) => c.column_name),
 * });
 * ```
 */
export function applyControlRules(
  formData: Readonly<Record<string, unknown>>,
  controls: Iterable<ControlBehavior>,
  context: ControlRuleContext = {},
): AppliedControlRules {
  const list = [...controls];
  const $context = context.temporalColumns ? { temporalColumns: [...context.temporalColumns] } : {};
  let current = formData as Record<string, unknown>;
  const documentOf = (data: Record<string, unknown>) => ({ ...data, $context });

  for (const control of list) {
    const rule = control.forcedValues?.find((candidate) => matchesCondition(candidate.when, documentOf(current)));
    if (rule && !jsonEqual(current[control.name], rule.value)) {
      current = { ...current, [control.name]: structuredClone(rule.value) };
    }
  }

  const document = documentOf(current);
  const visible = new Set<string>();
  for (const control of list) {
    if (!control.visibleWhen || matchesCondition(control.visibleWhen, document)) visible.add(control.name);
  }
  return { visible, formData: current };
}
