import { applyControlRules, choicesOf, controlBehaviorsOf, type SchemaChoice } from '@control-schemas/index.js';
import type { JsonSchema, UiSchema } from '@core/plugin-api/index.js';

/** How one option of a filter type's `configSchema` is edited in the modal. */
export interface SchemaOptionField {
  /** The `controlValues` key. */
  key: string;
  label: string;
  description?: string;
  kind: 'boolean' | 'select' | 'multiselect' | 'text' | 'number' | 'integer';
  choices: readonly SchemaChoice[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `searchAllOptions` → "Search all options". */
function sentenceOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function primaryType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.find((type) => type !== undefined && type !== 'null');
}

function kindOf(schema: JsonSchema, widget: unknown): SchemaOptionField['kind'] | undefined {
  const { choices, freeForm, multi } = choicesOf(schema);
  if (choices.length > 0 && !freeForm) return multi ? 'multiselect' : 'select';
  switch (primaryType(schema)) {
    case 'boolean':
      return 'boolean';
    case 'string':
      return 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return widget === 'IntegerWidget' ? 'integer' : 'number';
    default:
      // Lists and objects have no simple control; their values are kept as they are.
      return undefined;
  }
}

/** Property names in `ui:order` order (`*` standing for the rest), as rjsf orders them. */
function orderedKeys(keys: readonly string[], order: unknown): string[] {
  if (!Array.isArray(order)) return [...keys];
  const listed = order.filter((key): key is string => typeof key === 'string');
  const rest = keys.filter((key) => !listed.includes(key));
  const result: string[] = [];
  for (const key of listed) {
    if (key === '*') result.push(...rest);
    else if (keys.includes(key)) result.push(key);
  }
  if (!listed.includes('*')) result.push(...rest);
  return result;
}

/**
 * The options of a filter type the modal edits from its schema: booleans as boxes, closed choices
 * as selects, strings and numbers as text fields, labelled by the schema's `title` (else the key
 * as a sentence), ordered by `ui:order`, without `omit`ted keys (edited elsewhere), hidden ones
 * (`ui:widget: 'hidden'`) and those whose `ui:visibleWhen` does not hold for `values`.
 */
export function schemaOptionFields(configSchema: JsonSchema, uiSchema: UiSchema, values: Readonly<Record<string, unknown>>, omit: ReadonlySet<string>): SchemaOptionField[] {
  const properties = configSchema.properties ?? {};
  const { visible } = applyControlRules(values, controlBehaviorsOf(uiSchema));
  const fields: SchemaOptionField[] = [];
  for (const key of orderedKeys(Object.keys(properties), uiSchema['ui:order'])) {
    const schema = properties[key];
    const ui = isObject(uiSchema[key]) ? (uiSchema[key] as Record<string, unknown>) : {};
    if (!schema || omit.has(key) || ui['ui:widget'] === 'hidden' || (isObject(ui['ui:visibleWhen']) && !visible.has(key))) continue;
    const kind = kindOf(schema, ui['ui:widget']);
    if (!kind) continue;
    const title = typeof schema.title === 'string' ? schema.title : typeof ui['ui:title'] === 'string' ? ui['ui:title'] : sentenceOf(key);
    const description = typeof schema.description === 'string' ? schema.description : typeof ui['ui:description'] === 'string' ? ui['ui:description'] : undefined;
    fields.push({ key, label: title, ...(description ? { description } : {}), kind, choices: choicesOf(schema).choices });
  }
  return fields;
}
