/**
 * Control schemas: every shared explore control as data (a JSON-Schema fragment with its default,
 * a pure-JSON uiSchema fragment, validator names and conditional rules), the sections they are
 * grouped in, the constants of spec §9, the validators of spec §5, and the functions viz plugins
 * and the explore page build on. Framework-free: no React here (the widgets live in `widgets/`),
 * and no run-time code generation, so all of it runs under the browser's CSP. The build-time
 * emitter of ajv standalone validators has its own entry, `standalone/index.ts` (Node only).
 */
export { closedChoiceSchema } from './choices/closed-choice-schema.js';
export { choicesOf, type SelectChoices } from './choices/choices-of.js';
export { dropValuesNotInChoices } from './choices/drop-values-not-in-choices.js';
export { CHOICE_TITLES_KEYWORD, openChoiceSchema } from './choices/open-choice-schema.js';
export type { SchemaChoice } from './choices/schema-choice.js';
export { composeVizSchema, type ComposedVizSchema, type ControlOverride } from './compose/compose-viz-schema.js';
export { uiSectionsFor } from './compose/ui-sections-for.js';
export * from './constants/index.js';
export {
  defineControl,
  type ControlBehavior,
  type ControlCondition,
  type ControlDefinition,
  type ForcedValueRule,
} from './control-definition.js';
export { CONTROL_WIDGETS, type ControlWidgetName } from './control-widgets.js';
export { CONTROLS, SHARED_CONTROLS, isSharedControlName, type SharedControlName } from './controls/index.js';
export { applyControlRules, ruleContextOf, type AppliedControlRules, type ControlRuleContext, type RuleContextColumn } from './rules/apply-control-rules.js';
export { BEHAVIOR_UI_KEYS, controlBehaviorsOf } from './rules/control-behaviors-of.js';
export { matchesCondition, unsupportedConditionKeywords } from './rules/match-condition.js';
export { ADHOC_FILTER_SCHEMA } from './schema-parts/adhoc-filter-schema.js';
export { ADHOC_METRIC_SCHEMA, METRIC_SCHEMA } from './schema-parts/adhoc-metric-schema.js';
export { ANNOTATION_LAYER_SCHEMA } from './schema-parts/annotation-layer-schema.js';
export { BOUNDS_SCHEMA } from './schema-parts/bounds-schema.js';
export { ADHOC_COLUMN_SCHEMA, COLUMN_SCHEMA } from './schema-parts/column-schema.js';
export { WHEN_NUMERIC_X_AXIS } from './schema-parts/control-conditions.js';
export { createPrecompiledSchemaCompiler, type PrecompiledValidator } from './standalone/create-precompiled-schema-compiler.js';
export { schemaFingerprint } from './standalone/schema-fingerprint.js';
export { CORE_CONTROL_SECTIONS, CONTROL_SECTION_KEYS, coreControlSection, type ControlSectionKey } from './sections.js';
export { isEmptyValue, type ControlValidator, type ValidatorContext } from './validators/control-validator.js';
export { CONTROL_VALIDATORS, isValidatorName, type ValidatorName } from './validators/control-validators.js';
export { validateFormData, type ControlErrors, type ValidateFormDataContext } from './validators/validate-form-data.js';
