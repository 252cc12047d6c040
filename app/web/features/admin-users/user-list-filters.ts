import type { ListViewFilter } from '../../components/list-view';
import type { Choice } from '../admin-shared/choice';

/**
 * The user list's filters as Superset's user list sends them: the search box on the username
 * (`ct`), active (`eq`), and a role the user holds (`rel_m_m`).
 */
export function userListFilters(roles: readonly Choice[], rolesLoading: boolean): ListViewFilter[] {
  return [
    { kind: 'search', id: 'search', label: 'Search', placeholder: 'Username', col: 'username', opr: 'ct' },
    {
      kind: 'select',
      id: 'active',
      label: 'Active',
      col: 'active',
      opr: 'eq',
      options: [
        { label: 'Active', value: true },
        { label: 'Inactive', value: false },
      ],
    },
    {
      kind: 'select',
      id: 'role',
      label: 'Role',
      col: 'roles',
      opr: 'rel_m_m',
      options: roles.map((role) => ({ label: role.text, value: role.value })),
      loading: rolesLoading,
    },
  ];
}
