import type { Choice } from '../admin-shared/choice';
import type { RlsFilterType, RlsRule, RlsRulePayload } from './rls-types';

/** The rule dialog's fields. */
export interface RlsFormValues {
  name: string;
  description: string;
  filter_type: RlsFilterType;
  tables: Choice[];
  roles: Choice[];
  group_key: string;
  clause: string;
}

export const NEW_RLS_FORM: RlsFormValues = {
  name: '',
  description: '',
  filter_type: 'Regular',
  tables: [],
  roles: [],
  group_key: '',
  clause: '',
};

/** A dataset as the pickers name it: `schema.table`. */
export const tableLabel = (table: { table_name: string; schema?: string | null }): string =>
  table.schema ? `${table.schema}.${table.table_name}` : table.table_name;

/** The form for an existing rule. */
export const rlsRuleToFormValues = (rule: RlsRule): RlsFormValues => ({
  name: rule.name,
  description: rule.description ?? '',
  filter_type: rule.filter_type,
  tables: rule.tables.map((table) => ({ value: table.id, text: tableLabel(table) })),
  roles: rule.roles.map((role) => ({ value: role.id, text: role.name })),
  group_key: rule.group_key ?? '',
  clause: rule.clause,
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The body of `POST`/`PUT`: ids for tables and roles, blank optional text as null. */
export const rlsPayload = (values: RlsFormValues): RlsRulePayload => ({
  name: values.name.trim(),
  description: orNull(values.description),
  filter_type: values.filter_type,
  tables: values.tables.map((table) => table.value),
  roles: values.roles.map((role) => role.value),
  group_key: orNull(values.group_key),
  clause: values.clause.trim(),
});

/** The form field a field of the API's validation answer belongs to, or null. */
export function rlsFormField(apiField: string): keyof RlsFormValues | null {
  return Object.hasOwn(NEW_RLS_FORM, apiField) ? (apiField as keyof RlsFormValues) : null;
}
