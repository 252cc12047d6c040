import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface EditableRowActionsProps {
  /** e.g. "metric count", completing "Edit metric count". */
  subject: string;
  expanded: boolean;
  detailsId: string;
  onToggle: () => void;
  /** Absent when the row cannot be deleted. */
  onDelete?: () => void;
}

/** Edit (opens the row's fields) and delete buttons of an editor row. */
export function EditableRowActions({ subject, expanded, detailsId, onToggle, onDelete }: EditableRowActionsProps) {
  const editLabel = `${expanded ? 'Close' : 'Edit'} ${subject}`;
  return (
    <>
      <Tooltip title={editLabel}>
        <IconButton size="small" aria-label={editLabel} aria-expanded={expanded} aria-controls={detailsId} onClick={onToggle}>
          {expanded ? <ExpandLessIcon fontSize="small" /> : <EditOutlinedIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      {onDelete ? (
        <Tooltip title={`Delete ${subject}`}>
          <IconButton size="small" aria-label={`Delete ${subject}`} onClick={onDelete}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </>
  );
}
