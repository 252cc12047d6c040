import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { fetchDatasetChoices, type DatasetChoice } from './explore-api';

export interface DatasetPickerDialogProps {
  open: boolean;
  onClose(): void;
  onPick(datasetId: number): void;
}

/** Chooses the dataset explore works on: searchable, with each dataset's database and schema. */
export function DatasetPickerDialog({ open, onClose, onPick }: DatasetPickerDialogProps) {
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<DatasetChoice[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      fetchDatasetChoices(search).then(
        (result) => {
          if (cancelled) return;
          setRows(result);
          setError(null);
        },
        (failure: unknown) => !cancelled && setError(failure instanceof Error ? failure.message : String(failure)),
      );
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [open, search]);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="dataset-picker-title">
      <DialogTitle id="dataset-picker-title">Choose a dataset</DialogTitle>
      <DialogContent>
        <TextField fullWidth size="small" autoFocus placeholder="Search datasets" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ mb: 1, mt: 0.5 }} />
        {rows === null && !error && <LinearProgress />}
        {error && <Alert severity="error">{error}</Alert>}
        {rows && rows.length === 0 && <Alert severity="info">No dataset matches. Add one from the Datasets page.</Alert>}
        <List dense sx={{ maxHeight: 420, overflow: 'auto' }}>
          {(rows ?? []).map((row) => (
            <ListItemButton key={row.id} onClick={() => onPick(row.id)}>
              <ListItemIcon sx={{ minWidth: 36 }}><TableChartOutlinedIcon fontSize="small" /></ListItemIcon>
              <ListItemText primary={row.table_name} secondary={[row.database?.database_name, row.schema].filter(Boolean).join(' · ')} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
