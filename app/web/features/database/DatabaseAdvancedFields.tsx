import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { DatabaseFormValues } from './database-form-values';
import { jsonObjectRule, secondsRule } from './database-form-rules';
import { FormCheckbox } from './FormCheckbox';
import { FormTextField } from './FormTextField';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', display: 'block', mb: 0.5 }}>
        {title}
      </Typography>
      <Stack sx={{ gap: 1 }}>{children}</Stack>
    </Box>
  );
}

/** The connection's flags, timeouts and extra JSON. */
export function DatabaseAdvancedFields({ control }: { control: Control<DatabaseFormValues> }) {
  return (
    <Stack sx={{ gap: 3, pt: 1 }}>
      <Section title="SQL Lab">
        <FormCheckbox control={control} name="expose_in_sqllab" label="Expose database in SQL Lab" description="Lets users query this database in SQL Lab." />
        <FormCheckbox
          control={control}
          name="allow_dml"
          label="Allow DML"
          description="Allows statements that change data (INSERT, UPDATE, DELETE, DROP …) in SQL Lab."
        />
        <FormCheckbox control={control} name="allow_ctas" label="Allow CREATE TABLE AS" description="Lets SQL Lab save a query's results as a new table." />
        <FormCheckbox control={control} name="allow_cvas" label="Allow CREATE VIEW AS" description="Lets SQL Lab save a query as a new view." />
      </Section>
      <Section title="Performance">
        <FormCheckbox
          control={control}
          name="allow_run_async"
          label="Asynchronous query execution"
          description="Runs queries in the background (AQE), so long queries do not hold a web request."
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr', gap: 2, mt: 1.5, maxWidth: 360 }}>
          <FormTextField
            control={control}
            name="cache_timeout"
            rules={secondsRule}
            label="Chart cache timeout"
            size="small"
            helperText="Seconds to keep chart data; blank uses the default."
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField
            control={control}
            name="schema_cache_timeout"
            rules={secondsRule}
            label="Schema cache timeout"
            size="small"
            helperText="Seconds to keep the list of schemas."
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField
            control={control}
            name="table_cache_timeout"
            rules={secondsRule}
            label="Table cache timeout"
            size="small"
            helperText="Seconds to keep the lists of tables."
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
      </Section>
      <Section title="Security">
        <FormCheckbox
          control={control}
          name="allow_file_upload"
          label="Allow file uploads to database"
          description="Lets users upload CSV and other files as new tables in this database."
        />
      </Section>
      <Section title="Other">
        <FormTextField
          control={control}
          name="extra"
          rules={jsonObjectRule}
          label="Extra"
          multiline
          minRows={4}
          fullWidth
          placeholder='{"engine_params": {}}'
          helperText="JSON settings for the engine, e.g. engine_params or connect_args."
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: '0.8125rem' } } }}
        />
      </Section>
    </Stack>
  );
}
