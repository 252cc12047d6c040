import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { apiFetch } from '../api/api-fetch';
import { FormDialog } from './FormDialog';
import { importOutcome, type ImportOutcome } from './import-bundle-outcome';

/** The resources with an import route (`POST /api/v1/<resource>/import/`). */
export type ImportResource = 'dashboard' | 'chart' | 'dataset' | 'database' | 'saved_query';

interface ImportDialogProps {
  resource: ImportResource;
  /** The resource in the title's words, e.g. "dashboard". */
  noun: string;
  onClose: () => void;
  /** Called after a successful import, e.g. to refresh the list. */
  onImported: () => void;
}

/**
 * Imports a bundle exported by Superset or Tessera: a .zip picker; when the server says objects
 * exist, an Overwrite checkbox; when it asks for database passwords, a field per database. The
 * server writes all or nothing, so a refusal can be corrected and sent again.
 */
export function ImportDialog({ resource, noun, onClose, onImported }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setOutcome({ ok: false, needsOverwrite: false, passwordsNeeded: [], problems: ['Choose a .zip file to import.'] });
      return;
    }
    const form = new FormData();
    form.append('formData', file, file.name);
    form.append('overwrite', overwrite ? 'true' : 'false');
    form.append('passwords', JSON.stringify(passwords));
    setSubmitting(true);
    try {
      const response = await apiFetch(`/api/v1/${resource}/import/`, { method: 'POST', body: form });
      const body: unknown = await response.json().catch(() => null);
      const result = importOutcome(response.status, body);
      setOutcome(result);
      if (result.ok) {
        onImported();
        onClose();
      }
    } catch {
      setOutcome({ ok: false, needsOverwrite: false, passwordsNeeded: [], problems: ['The server could not be reached.'] });
    } finally {
      setSubmitting(false);
    }
  };

  const askPasswords = outcome?.passwordsNeeded ?? [];
  return (
    <FormDialog
      title={`Import ${noun}`}
      intro="A .zip bundle exported from Superset or Tessera. Related databases, datasets and charts come along; nothing is written if any part fails."
      submitLabel="Import"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitting={submitting}
      formError={null}
      maxWidth="sm"
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" component="label">
            Choose file
            <input hidden type="file" accept=".zip,application/zip" aria-label="Bundle file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {file ? file.name : 'No file chosen'}
          </Typography>
        </Stack>
        {outcome && !outcome.ok && outcome.problems.length > 0 ? (
          <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-wrap' }}>
            {outcome.problems.join('\n')}
          </Alert>
        ) : null}
        {outcome?.needsOverwrite || overwrite ? (
          <FormControlLabel control={<Checkbox checked={overwrite} onChange={(event) => setOverwrite(event.target.checked)} />} label="Overwrite what exists already" />
        ) : null}
        {askPasswords.map((path) => (
          <TextField
            key={path}
            type="password"
            label={`Password for ${path}`}
            value={passwords[path] ?? ''}
            onChange={(event) => setPasswords((current) => ({ ...current, [path]: event.target.value }))}
            autoComplete="new-password"
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
