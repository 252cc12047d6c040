import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface BulkSelectionBarProps {
  selectedCount: number;
  /** How many rows of the page may be selected. */
  selectableCount: number;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  /** Absent where the user may not delete: no Delete button. */
  onDelete?: () => void;
  /** The selection holds rows the user may not delete. */
  deleteDisabled?: boolean;
  /** Present where the user may export: an Export button (Superset's bundle of the chosen rows). */
  onExport?: () => void;
  onClose: () => void;
}

/** The bar shown while a list's bulk selection is on: how many rows are chosen, and what to do with them. */
export function BulkSelectionBar({ selectedCount, selectableCount, onSelectAll, onDeselectAll, onDelete, deleteDisabled = false, onExport, onClose }: BulkSelectionBarProps) {
  return (
    <Box
      role="toolbar"
      aria-label="Bulk actions"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
        mb: 1.5,
        borderRadius: 2,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="body2" role="status" sx={{ fontWeight: 600, mr: 1 }}>
        {selectedCount} selected
      </Typography>
      <Button size="small" onClick={onSelectAll} disabled={selectableCount === 0 || selectedCount === selectableCount}>
        Select all
      </Button>
      <Button size="small" onClick={onDeselectAll} disabled={selectedCount === 0}>
        Deselect all
      </Button>
      {onExport ? (
        <Button size="small" variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={onExport} disabled={selectedCount === 0}>
          Export
        </Button>
      ) : null}
      {onDelete ? (
        <Button size="small" color="error" variant="contained" startIcon={<DeleteOutlinedIcon />} onClick={onDelete} disabled={selectedCount === 0 || deleteDisabled}>
          Delete
        </Button>
      ) : null}
      <Box sx={{ flex: 1 }} />
      <Button size="small" onClick={onClose}>
        Done
      </Button>
    </Box>
  );
}
