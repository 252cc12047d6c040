import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useController, useWatch, type Control } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { DatabaseFormValues } from './database-form-values';
import { databaseNameRule, engineRule, sqlalchemyUriRule } from './database-form-rules';
import type { AvailableEngine } from './database-types';
import { FormTextField } from './FormTextField';

interface DatabaseBasicFieldsProps {
  control: Control<DatabaseFormValues>;
  engines: readonly AvailableEngine[];
  enginesLoading: boolean;
  /** Editing keeps the engine: it comes from the stored URI. */
  editing: boolean;
  testing: boolean;
  /** The server's reason the last test failed. */
  testError: string | null;
  onTest: () => void;
  /** Called with the engine just picked, to name the connection after it if unnamed. */
  onEnginePicked: (engine: AvailableEngine) => void;
}

/** Engine, display name, URI and the connection test. */
export function DatabaseBasicFields({
  control,
  engines,
  enginesLoading,
  editing,
  testing,
  testError,
  onTest,
  onEnginePicked,
}: DatabaseBasicFieldsProps) {
  const { field: engineField, fieldState: engineState } = useController({ control, name: 'engine', rules: editing ? {} : engineRule });
  const engineKey = useWatch({ control, name: 'engine' });
  const engine = engines.find((candidate) => candidate.engine === engineKey);
  const placeholder = engine?.sqlalchemy_uri_placeholder ?? 'engine://user:password@host:port/database';
  const knownEngine = engineKey === '' || engine !== undefined;

  return (
    <Stack sx={{ gap: 2.5, pt: 1 }}>
      <TextField
        select
        label="Database engine"
        required={!editing}
        disabled={editing}
        name={engineField.name}
        value={knownEngine ? engineKey : ''}
        inputRef={engineField.ref}
        onBlur={engineField.onBlur}
        onChange={(event) => {
          engineField.onChange(event.target.value);
          const picked = engines.find((candidate) => candidate.engine === event.target.value);
          if (picked) onEnginePicked(picked);
        }}
        error={engineState.error !== undefined}
        helperText={
          engineState.error?.message ??
          (editing ? `Connected with ${engine?.name ?? engineKey}; the URI decides the engine.` : 'The kind of database to connect to.')
        }
      >
        {enginesLoading && engines.length === 0 ? (
          <MenuItem value="" disabled>
            Loading engines…
          </MenuItem>
        ) : null}
        {engines.map((candidate) => (
          <MenuItem key={candidate.engine} value={candidate.engine}>
            {candidate.name}
          </MenuItem>
        ))}
      </TextField>
      <FormTextField
        control={control}
        name="database_name"
        rules={databaseNameRule}
        label="Display name"
        required
        fullWidth
        helperText="How the database appears in Tessera, e.g. in SQL Lab and the dataset list."
      />
      <FormTextField
        control={control}
        name="sqlalchemy_uri"
        rules={sqlalchemyUriRule}
        label="SQLAlchemy URI"
        required
        fullWidth
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        helperText={`For example ${placeholder}`}
        slotProps={{ htmlInput: { sx: { fontFamily: 'monospace' } } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          onClick={onTest}
          disabled={testing}
          startIcon={testing ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {testing ? 'Testing…' : 'Test connection'}
        </Button>
      </Box>
      {testError ? (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {testError}
        </Alert>
      ) : null}
    </Stack>
  );
}
