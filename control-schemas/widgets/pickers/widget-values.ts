import type { RJSFSchema } from '@rjsf/utils';

/** A multi-value control's value as a list: `[]` for unset, a lone value wrapped. */
export function valueList<T>(value: unknown): T[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]) as T[];
}

/** A single-value control's value as a zero- or one-element list. */
export function singleValueList<T>(value: unknown): T[] {
  if (value === undefined || value === null || value === '') return [];
  return [(Array.isArray(value) ? value[0] : value) as T].filter((item) => item !== undefined && item !== null);
}

function typesOf(schema: RJSFSchema | undefined): string[] {
  const type = schema?.type;
  if (Array.isArray(type)) return type.map(String);
  return type ? [String(type)] : [];
}

/**
 * Whether a control's schema takes objects (adhoc columns) besides names; for an array schema,
 * whether its items do. A schema without a type takes anything.
 */
export function schemaTakesObjects(schema: RJSFSchema | undefined): boolean {
  const types = typesOf(schema);
  const items = schema?.items;
  if (types.includes('array') && items && typeof items === 'object' && !Array.isArray(items)) return schemaTakesObjects(items as RJSFSchema);
  return types.length === 0 || types.includes('object');
}

/** A boolean `ui:options` flag. */
export function optionFlag(options: Record<string, unknown> | undefined, name: string): boolean {
  return options?.[name] === true;
}
