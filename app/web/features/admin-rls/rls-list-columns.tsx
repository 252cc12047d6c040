import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lastModifiedColumn, selectionColumn, type ListSelection, type ListViewColumn } from '../../components/list-view';
import { tableLabel } from './rls-form-values';
import type { RlsRule } from './rls-types';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

function Chips({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return <>—</>;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', maxWidth: 280 }}>
      {labels.map((label) => (
        <Chip key={label} size="small" variant="outlined" label={label} />
      ))}
    </Stack>
  );
}

function ClauseCell({ clause }: { clause: string }) {
  return (
    <Tooltip title={<Box component="pre" sx={{ m: 0, fontFamily: MONOSPACE, fontSize: '0.75rem', whiteSpace: 'pre-wrap' }}>{clause}</Box>}>
      <Box
        component="code"
        tabIndex={0}
        sx={{ display: 'block', maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontFamily: MONOSPACE, fontSize: '0.8125rem' }}
      >
        {clause.replace(/\s+/g, ' ').trim()}
      </Box>
    </Tooltip>
  );
}

/** The rule list's columns: (selection), name, filter type, datasets, roles, group key, clause, last modified. */
export function rlsListColumns(selection?: ListSelection<RlsRule>): ListViewColumn<RlsRule>[] {
  const columns: ListViewColumn<RlsRule>[] = [];
  if (selection) columns.push(selectionColumn(selection, (rule) => rule.name));
  columns.push(
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (rule) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {rule.name}
          </Typography>
          {rule.description ? (
            <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary', maxWidth: 240 }} title={rule.description}>
              {rule.description}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    { id: 'filter_type', header: 'Filter type', sortKey: 'filter_type', cell: (rule) => rule.filter_type },
    { id: 'tables', header: 'Datasets', cell: (rule) => <Chips labels={rule.tables.map(tableLabel)} /> },
    { id: 'roles', header: 'Roles', cell: (rule) => <Chips labels={rule.roles.map((role) => role.name)} /> },
    { id: 'group_key', header: 'Group key', sortKey: 'group_key', cell: (rule) => rule.group_key || '—' },
    { id: 'clause', header: 'Clause', cell: (rule) => <ClauseCell clause={rule.clause} /> },
    lastModifiedColumn((rule) => rule.changed_on),
  );
  return columns;
}
