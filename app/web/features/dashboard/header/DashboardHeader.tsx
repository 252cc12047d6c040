import RedoIcon from '@mui/icons-material/Redo';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import UndoIcon from '@mui/icons-material/Undo';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DashboardActionsMenu, type DashboardActions } from './DashboardActionsMenu';
import { InlineText } from '../layout/InlineText';

/** Props of {@link DashboardHeader}. */
export interface DashboardHeaderProps {
  title: string;
  editMode: boolean;
  onTitleChange: (title: string) => void;
  certifiedBy: string | null;
  certificationDetails: string | null;
  starred: boolean;
  /** Stars the dashboard; absent: no star (an embedded dashboard). */
  onToggleStar?: () => void;
  /** Null: no published state shown (an embedded dashboard). */
  published: boolean | null;
  /** Publishing is for editors; others see the state only. */
  onTogglePublished?: () => void;
  /** "Edit dashboard", for editors. */
  onEdit?: () => void;
  /** A line under the title (who changed it and when, the auto-refresh). */
  subtitle?: string;
  actions: DashboardActions;
  undo: { canUndo: boolean; canRedo: boolean; onUndo: () => void; onRedo: () => void };
  hasUnsavedChanges: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/**
 * The dashboard's header: title (renamed in place in edit mode), certification, star, published
 * state; in view mode Edit and the actions menu; in edit mode undo and redo, Discard and Save.
 */
export function DashboardHeader(props: DashboardHeaderProps) {
  const { title, editMode, certifiedBy, certificationDetails, starred, published, undo } = props;
  return (
    <Box
      component="header"
      className="dashboard-header"
      data-no-export
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 1.25, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', flex: 'none', minHeight: 64 }}
    >
      <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography component="h1" variant="h4" noWrap className="dashboard-title" data-testid="dashboard-title" sx={{ minWidth: 0, flex: editMode ? 1 : '0 1 auto' }}>
            <InlineText editable={editMode} value={title} placeholder="[ untitled dashboard ]" label="Dashboard title" onCommit={props.onTitleChange} />
          </Typography>
          {certifiedBy ? (
            <Tooltip title={`Certified by ${certifiedBy}${certificationDetails ? `: ${certificationDetails}` : ''}`}>
              <VerifiedIcon fontSize="small" color="success" aria-label={`Certified by ${certifiedBy}`} />
            </Tooltip>
          ) : null}
          {!editMode && props.onToggleStar && (
            <Tooltip title={starred ? 'Remove from favorites' : 'Add to favorites'}>
              <IconButton size="small" onClick={props.onToggleStar} aria-label={starred ? 'Unstar dashboard' : 'Star dashboard'} aria-pressed={starred}>
                {starred ? <StarIcon fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorderIcon fontSize="small" />}
              </IconButton>
            </Tooltip>
          )}
          {published !== null && (
            <Tooltip title={props.onTogglePublished ? (published ? 'Published: click to make it a draft' : 'Draft: click to publish') : ''}>
              <Chip
                size="small"
                label={published ? 'Published' : 'Draft'}
                color={published ? 'success' : 'default'}
                variant={published ? 'filled' : 'outlined'}
                onClick={props.onTogglePublished}
                data-testid="published-toggle"
              />
            </Tooltip>
          )}
        </Box>
        {props.subtitle ? (
          <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
            {props.subtitle}
          </Typography>
        ) : null}
      </Box>
      {editMode ? (
        <>
          <Tooltip title="Undo (Ctrl+Z)">
            <span>
              <IconButton aria-label="Undo" onClick={undo.onUndo} disabled={!undo.canUndo}>
                <UndoIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Redo (Ctrl+Shift+Z)">
            <span>
              <IconButton aria-label="Redo" onClick={undo.onRedo} disabled={!undo.canRedo}>
                <RedoIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Button onClick={props.onDiscard} disabled={props.saving}>
            Discard
          </Button>
          <Button
            variant="contained"
            onClick={props.onSave}
            disabled={props.saving || !props.hasUnsavedChanges}
            startIcon={props.saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="dashboard-save"
          >
            Save
          </Button>
        </>
      ) : props.onEdit ? (
        <Button variant="contained" onClick={props.onEdit} data-testid="dashboard-edit">
          Edit dashboard
        </Button>
      ) : null}
      <DashboardActionsMenu actions={props.actions} title={title} editMode={editMode} />
    </Box>
  );
}
