import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ColumnFields } from './ColumnFields';
import type { ColumnDraft } from './dataset-draft';
import { DraftNameCell } from './DraftNameCell';
import { EditableTableRow } from './EditableTableRow';
import type { DraftProblem } from './validate-dataset-draft';

type Flag = 'is_dttm' | 'filterable' | 'groupby';

const FLAGS: readonly { flag: Flag; header: string; hint: string }[] = [
  { flag: 'is_dttm', header: 'Is temporal', hint: 'Holds dates or times: usable as a time axis and time filter.' },
  { flag: 'filterable', header: 'Is filterable', hint: 'Offered in filters.' },
  { flag: 'groupby', header: 'Is dimension', hint: 'Offered for grouping (dimensions).' },
];

const HEAD = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

interface DatasetColumnsTableProps {
  /** The rows to show: physical or calculated columns. */
  columns: readonly ColumnDraft[];
  ariaLabel: string;
  onUpdate: (key: string, patch: Partial<ColumnDraft>) => void;
  /** Absent when rows cannot be deleted (physical columns come from the source). */
  onDelete?: (key: string) => void;
  mainDttmCol: string | null;
  onMainDttmChange: (columnName: string) => void;
  problems: readonly DraftProblem[];
  expandedKey: string | null;
  onExpand: (key: string | null) => void;
}

/** Columns with their flags as checkboxes, the default datetime as a radio, and details under each row. */
export function DatasetColumnsTable({
  columns,
  ariaLabel,
  onUpdate,
  onDelete,
  mainDttmCol,
  onMainDttmChange,
  problems,
  expandedKey,
  onExpand,
}: DatasetColumnsTableProps) {
  const radioGroup = useId();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={ariaLabel} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={HEAD}>Column</TableCell>
            <TableCell sx={HEAD}>Type</TableCell>
            {FLAGS.slice(0, 1).map(({ header, hint }) => (
              <TableCell key={header} align="center" sx={HEAD} title={hint}>
                {header}
              </TableCell>
            ))}
            <TableCell align="center" sx={HEAD} title="The time column charts use unless they pick another.">
              Default datetime
            </TableCell>
            {FLAGS.slice(1).map(({ header, hint }) => (
              <TableCell key={header} align="center" sx={HEAD} title={hint}>
                {header}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ ...HEAD, width: '1%' }}>
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column) => {
            const expanded = column.key === expandedKey;
            const detailsId = `column-details-${column.key}`;
            const name = column.column_name;
            const hasProblem = problems.some((problem) => problem.key === column.key);
            const flagCell = (flag: Flag, header: string) => (
              <TableCell key={flag} align="center" padding="checkbox">
                <Checkbox
                  size="small"
                  checked={column[flag]}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    onUpdate(column.key, { [flag]: checked });
                  }}
                  slotProps={{ input: { 'aria-label': `${header}: ${name}` } }}
                />
              </TableCell>
            );
            return (
              <EditableTableRow
                key={column.key}
                subject={`column ${name}`}
                expanded={expanded}
                detailsId={detailsId}
                onToggle={() => onExpand(expanded ? null : column.key)}
                onDelete={onDelete ? () => onDelete(column.key) : undefined}
                colSpan={7}
                details={
                  <ColumnFields column={column} problems={problems} onChange={(patch) => onUpdate(column.key, patch)} onDone={() => onExpand(null)} />
                }
              >
                <DraftNameCell name={name} verboseName={column.verbose_name} certifiedBy={column.certifiedBy} hasProblem={hasProblem}>
                  {column.calculated && column.expression ? (
                    <Typography variant="caption" sx={{ fontFamily: 'monospace', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {column.expression}
                    </Typography>
                  ) : null}
                </DraftNameCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem', color: 'text.secondary' }}>{column.type || '—'}</TableCell>
                {flagCell('is_dttm', 'Is temporal')}
                <TableCell align="center" padding="checkbox">
                  <Radio
                    size="small"
                    name={radioGroup}
                    checked={mainDttmCol !== null && mainDttmCol === name}
                    disabled={!column.is_dttm}
                    onChange={() => onMainDttmChange(name)}
                    slotProps={{ input: { 'aria-label': `Default datetime: ${name}` } }}
                  />
                </TableCell>
                {flagCell('filterable', 'Is filterable')}
                {flagCell('groupby', 'Is dimension')}
              </EditableTableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
