import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DatasetDraft } from './dataset-draft';
import type { DatasetDetail } from './dataset-types';
import { draftProblemFor } from './draft-problem-for';
import type { DraftProblem } from './validate-dataset-draft';

interface DatasetSourceTabProps {
  dataset: DatasetDetail;
  virtual: boolean;
  draft: DatasetDraft;
  onChange: (patch: Partial<DatasetDraft>) => void;
  problems: readonly DraftProblem[];
}

/** Where the dataset's rows come from: a table (read-only here) or SQL (editable). */
export function DatasetSourceTab({ dataset, virtual, draft, onChange, problems }: DatasetSourceTabProps) {
  const problem = (field: string) => draftProblemFor(problems, field);
  return (
    <Stack sx={{ gap: 2.5, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Type
        </Typography>
        <Chip size="small" color={virtual ? 'secondary' : 'primary'} variant="outlined" label={virtual ? 'Virtual (SQL)' : 'Physical (table or view)'} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        <TextField size="small" label="Database" value={dataset.database.database_name} disabled />
        <TextField
          size="small"
          label="Schema"
          value={draft.schema}
          disabled={!virtual}
          onChange={(event) => onChange({ schema: event.target.value })}
        />
        <TextField
          size="small"
          label={virtual ? 'Dataset name' : 'Table name'}
          value={draft.table_name}
          required
          disabled={!virtual}
          onChange={(event) => onChange({ table_name: event.target.value })}
          error={problem('table_name') !== undefined}
          helperText={problem('table_name')}
        />
      </Box>
      {virtual ? (
        <TextField
          label="SQL"
          required
          multiline
          minRows={10}
          maxRows={24}
          value={draft.sql}
          onChange={(event) => onChange({ sql: event.target.value })}
          error={problem('sql') !== undefined}
          helperText={problem('sql') ?? 'The query whose result is the dataset. Sync the columns after changing it.'}
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: '0.8125rem' } } }}
        />
      ) : (
        <Alert severity="info" variant="outlined" role="note">
          A physical dataset reads a table or view. Its columns come from the database: use “Sync columns from source” on
          the Columns tab after the table changes.
        </Alert>
      )}
    </Stack>
  );
}
