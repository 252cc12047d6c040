import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import type { UiSchema } from '@core/plugin-api/ui-schema.js';
import type { ControlDefinition } from '../control-definition.js';
import { CONTROLS, isSharedControlName } from '../controls/index.js';
import { behaviorUiEntries } from '../rules/control-behaviors-of.js';
import { unsupportedConditionKeywords } from '../rules/match-condition.js';
import { CONTROL_SECTION_KEYS } from '../sections.js';
import { isValidatorName } from '../validators/control-validators.js';
import { uiSectionsFor } from './ui-sections-for.js';

/**
 * Changes to one control for one viz type. `schema` and `uiSchema` are merged into the control's
 * fragments (one level deep; `ui:options` merged too), so `{ schema: { default: 100 } }` changes
 * only the default; every other field replaces the control's.
 */
export type ControlOverride = Partial<Omit<ControlDefinition, 'name'>>;

/** A viz type's `formDataSchema` and `uiSchema`, composed from controls. */
export interface ComposedVizSchema {
  readonly schema: JsonSchema;
  readonly uiSchema: UiSchema;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeUiSchema(base: UiSchema, override: UiSchema): UiSchema {
  const merged: UiSchema = { ...base, ...override };
  const baseOptions = base['ui:options'];
  const overrideOptions = override['ui:options'];
  if (isObject(baseOptions) && isObject(overrideOptions)) merged['ui:options'] = { ...baseOptions, ...overrideOptions };
  return merged;
}

function applyOverride(control: ControlDefinition, override: ControlOverride | undefined): ControlDefinition {
  if (!override) return control;
  return {
    ...control,
    ...override,
    name: control.name,
    schema: override.schema ? { ...control.schema, ...override.schema } : control.schema,
    uiSchema: override.uiSchema ? mergeUiSchema(control.uiSchema, override.uiSchema) : control.uiSchema,
  };
}

function problemsOf(control: ControlDefinition): string[] {
  const problems: string[] = [];
  if (!CONTROL_SECTION_KEYS.includes(control.section)) problems.push(`control '${control.name}' is in unknown section '${control.section}'`);
  for (const name of control.validators) {
    if (!isValidatorName(name)) problems.push(`control '${control.name}' names unknown validator '${name}'`);
  }
  const conditions = [
    ...(control.visibleWhen ? [['visibleWhen', control.visibleWhen] as const] : []),
    ...(control.forcedValues ?? []).map((rule, index) => [`forcedValues[${index}].when`, rule.when] as const),
  ];
  for (const [where, condition] of conditions) {
    for (const keyword of unsupportedConditionKeywords(condition)) problems.push(`control '${control.name}' ${where} uses unsupported ${keyword}`);
  }
  return problems;
}

/**
 * Builds a viz type's form-data schema and uiSchema from shared controls (by name) and its own
 * control definitions, in panel order:
 * - `schema`: an object schema whose properties are the controls' fragments, titled with their
 *   labels, with their defaults; controls validated by `nonEmpty` are `required` (rjsf's asterisk);
 * - `uiSchema`: each control's fragment plus its validators and rules under `ui:validators`,
 *   `ui:renderTrigger`, `ui:visibleWhen` and `ui:forcedValues` (read back by `controlBehaviorsOf`),
 *   `ui:order`, and `ui:sections` grouping the controls into the shared sections.
 * The result is pure JSON and shares no objects with the definitions.
 *
 * @throws Error listing every problem: unknown or repeated controls, overrides of controls not in
 *   the list, a viz control reusing a shared name, unknown sections or validators, unreadable conditions.
 *
 * @example
 * ```ts
 * const { schema, uiSchema } = composeVizSchema(
 *   ['metric', 'groupby', 'adhoc_filters', 'row_limit', 'color_scheme', donutControl],
 *   { row_limit: { schema: { default: 100 } } },
 * );
 * export const pieViz = defineViz({ …, formDataSchema: schema, uiSchema });
 * ```
 */
export function composeVizSchema(
  controls: ReadonlyArray<string | ControlDefinition>,
  overrides: Readonly<Record<string, ControlOverride>> = {},
): ComposedVizSchema {
  const problems: string[] = [];
  const resolved: ControlDefinition[] = [];
  const seen = new Set<string>();
  for (const entry of controls) {
    let control: ControlDefinition | undefined;
    if (typeof entry === 'string') {
      if (isSharedControlName(entry)) control = CONTROLS[entry];
      else problems.push(`unknown control '${entry}'`);
    } else if (isSharedControlName(entry.name)) {
      problems.push(`'${entry.name}' is a shared control: name it and change it through overrides`);
    } else {
      control = entry;
    }
    const name = typeof entry === 'string' ? entry : entry.name;
    if (seen.has(name)) problems.push(`control '${name}' is listed twice`);
    seen.add(name);
    if (control) resolved.push(applyOverride(control, overrides[name]));
  }
  for (const name of Object.keys(overrides)) {
    if (!seen.has(name)) problems.push(`override of '${name}', which is not among the controls`);
  }
  for (const control of resolved) problems.push(...problemsOf(control));
  if (problems.length > 0) throw new Error(`composeVizSchema: ${problems.join('; ')}`);

  const properties: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = {};
  for (const control of resolved) {
    properties[control.name] = { title: control.label, description: control.description, ...structuredClone(control.schema) };
    uiSchema[control.name] = { ...structuredClone(control.uiSchema), ...behaviorUiEntries(control) };
  }
  const required = resolved.filter((control) => control.validators.includes('nonEmpty')).map((control) => control.name);
  const schema: JsonSchema = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  uiSchema['ui:order'] = [...resolved.map((control) => control.name), '*'];
  uiSchema['ui:sections'] = uiSectionsFor(resolved);
  return { schema, uiSchema };
}
