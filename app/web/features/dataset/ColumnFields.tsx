import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CertificationFields } from './CertificationFields';
import type { ColumnDraft } from './dataset-draft';
import { draftProblemFor } from './draft-problem-for';
import type { DraftProblem } from './validate-dataset-draft';

const MONOSPACE = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

interface ColumnFieldsProps {
  column: ColumnDraft;
  problems: readonly DraftProblem[];
  onChange: (patch: Partial<ColumnDraft>) => void;
  onDone: () => void;
}

/** A column's details, shown under its row; a calculated column also edits its name, SQL and type. */
export function ColumnFields({ column, problems, onChange, onDone }: ColumnFieldsProps) {
  const problem = (field: string) => draftProblemFor(problems, field, column.key);
  return (
    <Stack component="fieldset" aria-label={`Column ${column.column_name}`} sx={{ gap: 2, border: 0, m: 0, p: 2 }}>
      {column.calculated ? (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <TextField
              size="small"
              label="Column name"
              required
              autoFocus={column.source === null}
              value={column.column_name}
              onChange={(event) => onChange({ column_name: event.target.value })}
              error={problem('column_name') !== undefined}
              helperText={problem('column_name') ?? 'The key charts refer to it by.'}
              slotProps={{ htmlInput: { sx: MONOSPACE, spellCheck: false } }}
            />
            <TextField
              size="small"
              label="Data type"
              value={column.type}
              onChange={(event) => onChange({ type: event.target.value })}
              helperText="e.g. VARCHAR, BIGINT, TIMESTAMP."
              slotProps={{ htmlInput: { sx: MONOSPACE, spellCheck: false } }}
            />
          </Box>
          <TextField
            size="small"
            label="SQL expression"
            required
            multiline
            minRows={2}
            value={column.expression}
            onChange={(event) => onChange({ expression: event.target.value })}
            error={problem('expression') !== undefined}
            helperText={problem('expression') ?? 'A row-level expression, e.g. CASE WHEN num > 100 THEN \'big\' ELSE \'small\' END.'}
            slotProps={{ htmlInput: { sx: MONOSPACE, spellCheck: false } }}
          />
        </>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <TextField
          size="small"
          label="Verbose name"
          value={column.verbose_name}
          onChange={(event) => onChange({ verbose_name: event.target.value })}
          helperText="The label charts and filters show."
        />
        <TextField
          size="small"
          label="Datetime format"
          value={column.python_date_format}
          onChange={(event) => onChange({ python_date_format: event.target.value })}
          helperText="For temporal text columns: epoch_s, epoch_ms or a pattern like %Y-%m-%d."
          slotProps={{ htmlInput: { sx: MONOSPACE, spellCheck: false } }}
        />
      </Box>
      <TextField
        size="small"
        label="Description"
        multiline
        value={column.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <CertificationFields value={column} onChange={onChange} />
      <Box>
        <Button size="small" variant="outlined" onClick={onDone}>
          Done
        </Button>
      </Box>
    </Stack>
  );
}
