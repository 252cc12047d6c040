import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import type { CreateAsRequest } from './query-runner';
import { useGetDatabaseSchemasQuery } from '../database/database-metadata-api';

/** Props of {@link CreateAsDialog}. */
export interface CreateAsDialogProps {
  /** What to create; null keeps the dialog closed. */
  method: CreateAsRequest['method'] | null;
  dbId: number | null;
  /** The editor's schema, offered first. */
  schema: string | null;
  onClose: () => void;
  onCreate: (request: CreateAsRequest) => void;
}

/** The server keeps at most this many characters of a table or schema name. */
const MAX_NAME_LENGTH = 256;

const TITLES = { TABLE: 'Create table as', VIEW: 'Create view as' } as const;

/**
 * Asks where a CREATE TABLE/VIEW AS run puts its result: the name, and the schema where the
 * database has schemas (the editor's, else the database's default).
 */
export function CreateAsDialog({ method, dbId, schema, onClose, onCreate }: CreateAsDialogProps) {
  const open = method !== null;
  // Asked afresh on each opening: the script just run may have created the schema wanted.
  const schemaList = useGetDatabaseSchemasQuery(open && dbId !== null ? { databaseId: dbId, force: true } : skipToken, { refetchOnMountOrArgChange: true });
  const schemas = schemaList.data?.schemas ?? [];
  const [name, setName] = useState('');
  const [targetSchema, setTargetSchema] = useState('');

  useEffect(() => {
    if (open) setName('');
  }, [open]);
  const preferredSchema = schema ?? schemaList.data?.defaultSchema ?? schemas[0] ?? '';
  useEffect(() => {
    if (open) setTargetSchema(preferredSchema);
  }, [open, preferredSchema]);

  const trimmed = name.trim();
  const tooLong = trimmed.length > MAX_NAME_LENGTH;
  const kind = method === 'VIEW' ? 'view' : 'table';
  const submit = () => {
    if (!method || trimmed === '' || tooLong) return;
    onCreate({ method, tableName: trimmed, schema: schemas.length > 0 && targetSchema !== '' ? targetSchema : null });
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="create-as-title">
      <DialogTitle id="create-as-title">{method ? TITLES[method] : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {method === 'VIEW' ? 'The query must be a single SELECT; the view runs it each time it is read.' : 'The rows of the last SELECT are stored in a new table.'}
        </DialogContentText>
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={method === 'VIEW' ? 'View name' : 'Table name'}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={tooLong}
            helperText={tooLong ? `A ${kind} name has at most ${MAX_NAME_LENGTH} characters.` : undefined}
            autoFocus
            required
            fullWidth
          />
          {schemas.length > 0 ? (
            <TextField select label="Schema" value={schemas.includes(targetSchema) ? targetSchema : ''} onChange={(event) => setTargetSchema(event.target.value)} fullWidth>
              {schemas.map((candidate) => (
                <MenuItem key={candidate} value={candidate}>
                  {candidate}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={trimmed === '' || tooLong}>
          Create {kind}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
