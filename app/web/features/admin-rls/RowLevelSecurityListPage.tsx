import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  buildListQuery,
  BulkSelectButton,
  BulkSelectionBar,
  ConfirmDialog,
  initialListViewState,
  listQueryProps,
  ListView,
  type ListViewFilter,
  type ListViewRowAction,
  useBulkDeletion,
} from '../../components/list-view';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { findPermission } from '../../permissions/find-permission';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import { useBulkDeleteRlsRulesMutation, useDeleteRlsRuleMutation, useGetRlsRuleListQuery } from './rls-api';
import { rlsListColumns } from './rls-list-columns';
import type { RlsRule } from './rls-types';
import { RlsRuleDialog } from './RlsRuleDialog';
import { RlsRuleEditDialog } from './RlsRuleEditDialog';

/** The list's filters as Superset's rule list sends them: name search and the filter type. */
const RLS_LIST_FILTERS: readonly ListViewFilter[] = [
  { kind: 'search', id: 'search', label: 'Search', placeholder: 'Rule name', col: 'name', opr: 'ct' },
  {
    kind: 'select',
    id: 'filter_type',
    label: 'Filter type',
    col: 'filter_type',
    opr: 'eq',
    options: [
      { label: 'Regular', value: 'Regular' },
      { label: 'Base', value: 'Base' },
    ],
  },
];

const NO_RULES: readonly RlsRule[] = [];

/** `/rowlevelsecurity/list/`: the rules that add a WHERE clause to the queries of some roles on some datasets. */
export function RowLevelSecurityListPage() {
  const user = useAppSelector(selectCurrentUser);
  const canWrite = findPermission('can_write', 'RowLevelSecurity', user?.roles);
  const [state, setState] = useState(() => initialListViewState('changed_on_delta_humanized', 'desc'));
  // `undefined`: no dialog; `null`: adding a rule; else the id of the rule edited.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const list = useGetRlsRuleListQuery(buildListQuery(state, RLS_LIST_FILTERS));
  const rows = list.data?.result ?? NO_RULES;
  const { bulk, deletion, clearingSelection } = useBulkDeletion({
    rows,
    deleteOne: useDeleteRlsRuleMutation(),
    deleteMany: useBulkDeleteRlsRulesMutation(),
    name: (rule) => rule.name,
    noun: 'rules',
  });
  const deleting = deletion.target;

  const rowActions: ListViewRowAction<RlsRule>[] = canWrite
    ? [
        { id: 'edit', label: (rule) => `Edit ${rule.name}`, icon: <EditOutlinedIcon fontSize="small" />, onClick: (rule) => setEditing(rule.id) },
        { id: 'delete', label: (rule) => `Delete ${rule.name}`, icon: <DeleteOutlinedIcon fontSize="small" />, onClick: (rule) => deletion.request([rule]) },
      ]
    : [];

  const actions = canWrite ? (
    <>
      <BulkSelectButton {...bulk.buttonProps} />
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
        Rule
      </Button>
    </>
  ) : null;

  return (
    <Page title="Row Level Security" subtitle="Rules that limit the rows some roles see in some datasets." actions={actions}>
      {bulk.active ? <BulkSelectionBar {...bulk.barProps(() => deletion.request(bulk.selectedRows))} /> : null}
      <ListView
        ariaLabel="Row level security rules"
        noun="rules"
        columns={rlsListColumns(bulk.selection)}
        {...listQueryProps(list)}
        getRowId={(rule) => rule.id}
        state={state}
        onStateChange={clearingSelection(setState)}
        filters={RLS_LIST_FILTERS}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<PolicyOutlinedIcon />}
            title="No rules yet"
            description="Without rules, everyone who may read a dataset sees all of its rows."
            action={
              canWrite ? (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
                  Add a rule
                </Button>
              ) : undefined
            }
          />
        }
      />
      {editing === null ? <RlsRuleDialog onClose={() => setEditing(undefined)} /> : null}
      {typeof editing === 'number' ? <RlsRuleEditDialog ruleId={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDialog
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} rules?` : 'Delete rule?'}
        confirmLabel="Delete"
        destructive
        {...deletion.dialogProps}
      >
        {deleting && deleting.length === 1 ? (
          <>
            The rule <strong>{deleting[0]!.name}</strong> will be deleted: the rows it hides become visible to the roles it applies to.
          </>
        ) : (
          <>
            These rules will be deleted: <strong>{(deleting ?? []).map((rule) => rule.name).join(', ')}</strong>. The rows they hide
            become visible.
          </>
        )}
      </ConfirmDialog>
    </Page>
  );
}
