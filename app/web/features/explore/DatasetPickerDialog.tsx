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
import { useState } from 'react';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useRequestErrorMessage } from '../../components/list-view';
import { useGetDatasetChoicesQuery } from './explore-api';

export interface DatasetPickerDialogProps {
  open: boolean;
  onClose(): void;
  onPick(datasetId: number): void;
}

/** Chooses the dataset explore works on: searchable, with each dataset's database and schema. */
export function DatasetPickerDialog({ open, onClose, onPick }: DatasetPickerDialogProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 150);
  const choices = useGetDatasetChoicesQuery(term, { skip: !open });
  // The last rows stay shown while a new search runs.
  const rows = choices.data ?? null;
  const error = useRequestErrorMessage(choices.error);

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
