import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { choicesOf } from '../choices/choices-of.js';
import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import type { SchemaChoice } from '../choices/schema-choice.js';
import type { ExploreDatasource } from './control-panel-context.js';

/** The `ui:options` of `SelectWidget` (see CONTROL_WIDGETS). */
export interface SelectOptions {
  freeForm?: unknown;
  multi?: unknown;
  clearable?: unknown;
  datasourceChoices?: unknown;
}

/** What a select offers and accepts. */
export interface SelectChoiceSet {
  readonly choices: readonly SchemaChoice[];
  /** Values outside `choices` may be typed. */
  readonly freeForm: boolean;
  readonly multi: boolean;
  /**
   * The closed choice list as a schema, for `dropValuesNotInChoices`; absent for free-form selects
   * and for datasource choices the datasource does not list.
   */
  readonly closedSchema?: JsonSchema;
}

const isPair = (entry: unknown): entry is readonly [unknown, unknown] => Array.isArray(entry) && entry.length >= 2;

/**
 * The choices of a select control: from its schema (`choicesOf`), or, with `datasourceChoices`,
 * from that field of the datasource (`[[value, label], …]`, e.g. `order_by_choices`). Schema
 * choices are free-form when the schema says so (`examples`); datasource choices only with
 * `freeForm: true`.
 *
 * @example
 * ```ts
 * selectChoicesOf(CONTROLS.order_by_cols.schema, { multi: true, datasourceChoices: 'order_by_choices' }, datasource);
 * // { choices: [{ const: '["ds", true]', title: 'ds [asc]' }, …], freeForm: false, multi: true, closedSchema: … }
 * ```
 */
export function selectChoicesOf(schema: JsonSchema, options: SelectOptions, datasource?: ExploreDatasource): SelectChoiceSet {
  const fromSchema = choicesOf(schema);
  const multi = options.multi === true || fromSchema.multi;
  if (typeof options.datasourceChoices === 'string') {
    const listed = datasource ? (datasource as unknown as Record<string, unknown>)[options.datasourceChoices] : undefined;
    const freeForm = options.freeForm === true;
    if (!Array.isArray(listed)) return { choices: [], freeForm, multi };
    const choices = listed.filter(isPair).map(([value, label]) => ({ const: value as SchemaChoice['const'], title: String(label) }));
    if (freeForm) return { choices, freeForm, multi };
    const closed = closedChoiceSchema(choices);
    return { choices, freeForm, multi, closedSchema: multi ? { type: 'array', items: closed } : closed };
  }
  if (fromSchema.freeForm) return { choices: fromSchema.choices, freeForm: true, multi };
  return { choices: fromSchema.choices, freeForm: false, multi, closedSchema: schema };
}

function typesOf(schema: JsonSchema): readonly string[] {
  const types = Array.isArray(schema.type) ? (schema.type as readonly string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const items = schema.items;
  if (types.includes('array') && typeof items === 'object' && items !== null && !Array.isArray(items)) return typesOf(items as JsonSchema);
  return types;
}

const NUMBER_TEXT = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i;

/**
 * A value typed into a free-form select, as the schema stores it: numeric text becomes a number
 * for number and integer controls; anything else stays text, so a validator can name the problem
 * (`is expected to be an integer`) instead of the text vanishing.
 */
export function typedValueFor(text: string, schema: JsonSchema): string | number {
  const types = typesOf(schema);
  if ((types.includes('integer') || types.includes('number')) && NUMBER_TEXT.test(text)) return Number(text);
  return text.trim();
}
