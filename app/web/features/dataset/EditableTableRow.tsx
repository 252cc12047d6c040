import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { EditableRowActions } from './EditableRowActions';

interface EditableTableRowProps {
  /** e.g. "metric count", completing "Edit metric count" and "Delete metric count". */
  subject: string;
  expanded: boolean;
  /** The id of the details row, which the edit button controls. */
  detailsId: string;
  onToggle: () => void;
  /** Absent when the row cannot be deleted. */
  onDelete?: () => void;
  /** How many columns the table has, for the details row to span them all. */
  colSpan: number;
  sx?: SxProps<Theme>;
  /** The row's cells before its actions. */
  children: ReactNode;
  /** The row's fields, shown in a row under it while expanded. */
  details: ReactNode;
}

/** A row of an editor table: its cells, edit and delete buttons, and its fields under it when expanded. */
export function EditableTableRow({ subject, expanded, detailsId, onToggle, onDelete, colSpan, sx, children, details }: EditableTableRowProps) {
  return (
    <>
      <TableRow selected={expanded} sx={sx}>
        {children}
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <EditableRowActions subject={subject} expanded={expanded} detailsId={detailsId} onToggle={onToggle} onDelete={onDelete} />
        </TableCell>
      </TableRow>
      {expanded ? (
        <TableRow id={detailsId}>
          <TableCell colSpan={colSpan} sx={{ bgcolor: 'background.default', p: 0 }}>
            {details}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
