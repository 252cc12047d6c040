import { describe, expect, it } from 'vitest';
import { NEW_RLS_FORM, rlsFormField, rlsPayload, rlsRuleToFormValues, tableLabel } from './rls-form-values';

describe('row level security form values', () => {
  it('sends ids for tables and roles, and blank optional text as null', () => {
    expect(
      rlsPayload({
        ...NEW_RLS_FORM,
        name: ' West only ',
        tables: [{ value: 3, text: 'main.birth_names' }],
        roles: [{ value: 6, text: 'Analysts' }],
        group_key: '  ',
        clause: " state = 'CA' \n",
      }),
    ).toEqual({ name: 'West only', description: null, filter_type: 'Regular', tables: [3], roles: [6], group_key: null, clause: "state = 'CA'" });
  });

  it('reads a rule into the form, datasets named with their schema', () => {
    const form = rlsRuleToFormValues({
      id: 2,
      name: 'Base',
      description: null,
      filter_type: 'Base',
      tables: [{ id: 3, table_name: 'birth_names', schema: 'main' }, { id: 4, table_name: 'flights', schema: null }],
      roles: [{ id: 1, name: 'Admin' }],
      group_key: 'region',
      clause: '1 = 0',
    });
    expect(form).toEqual({
      name: 'Base',
      description: '',
      filter_type: 'Base',
      tables: [{ value: 3, text: 'main.birth_names' }, { value: 4, text: 'flights' }],
      roles: [{ value: 1, text: 'Admin' }],
      group_key: 'region',
      clause: '1 = 0',
    });
    expect(tableLabel({ table_name: 't' })).toBe('t');
  });

  it('maps the API fields of a validation answer to the form', () => {
    expect(rlsFormField('clause')).toBe('clause');
    expect(rlsFormField('tables')).toBe('tables');
    expect(rlsFormField('_schema')).toBeNull();
  });
});
