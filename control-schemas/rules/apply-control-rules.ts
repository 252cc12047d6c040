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
  /**
   * Names of the datasource's numeric columns (a numeric generic type, not temporal). Unknown when
   * absent, with the same reading as `temporalColumns`.
   */
  readonly numericColumns?: readonly string[];
}

/** A datasource column as the rule context reads it. */
export interface RuleContextColumn {
  readonly column_name: string;
  readonly type_generic?: number | null;
  readonly is_dttm?: boolean | null;
}

/**
 * The `$context` facts of a datasource's columns: its temporal columns (`is_dttm`, or generic type
 * 2) and its numeric ones (generic type 0 and not temporal).
 *
 * @example
 * ruleContextOf([{ column_name: 'ds', is_dttm: true }, { column_name: 'num', type_generic: 0 }]);
 * // { temporalColumns: ['ds'], numericColumns: ['num'] }
 */
export function ruleContextOf(columns: readonly RuleContextColumn[]): Required<ControlRuleContext> {
  const temporal = (column: RuleContextColumn) => column.is_dttm === true || column.type_generic === 2;
  return {
    temporalColumns: columns.filter(temporal).map((column) => column.column_name),
    numericColumns: columns.filter((column) => column.type_generic === 0 && !temporal(column)).map((column) => column.column_name),
  };
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
  const $context = {
    ...(context.temporalColumns ? { temporalColumns: [...context.temporalColumns] } : {}),
    ...(context.numericColumns ? { numericColumns: [...context.numericColumns] } : {}),
  };
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
