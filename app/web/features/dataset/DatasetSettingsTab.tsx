import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CertificationFields } from './CertificationFields';
import type { DatasetDraft } from './dataset-draft';
import type { DatasetOwner } from './dataset-types';
import { draftProblemFor } from './draft-problem-for';
import type { DraftProblem } from './validate-dataset-draft';

const MONOSPACE = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
        {title}
      </Typography>
      <Stack sx={{ gap: 2 }}>{children}</Stack>
    </Box>
  );
}

interface DatasetSettingsTabProps {
  draft: DatasetDraft;
  owners: readonly DatasetOwner[];
  onChange: (patch: Partial<DatasetDraft>) => void;
  problems: readonly DraftProblem[];
}

/** Description, certification, caching, autocomplete and the JSON settings of a dataset. */
export function DatasetSettingsTab({ draft, owners, onChange, problems }: DatasetSettingsTabProps) {
  const problem = (field: string) => draftProblemFor(problems, field);
  const flag = (name: 'filter_select_enabled' | 'normalize_columns' | 'always_filter_main_dttm', label: string) => (
    <FormControlLabel
      label={label}
      control={<Checkbox size="small" checked={draft[name]} onChange={(event) => onChange({ [name]: event.target.checked })} />}
    />
  );
  return (
    <Stack sx={{ gap: 3, maxWidth: 960 }}>
      <Section title="Basic">
        <TextField
          size="small"
          label="Description"
          multiline
          minRows={2}
          value={draft.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <TextField
          size="small"
          label="Default URL"
          value={draft.default_endpoint}
          onChange={(event) => onChange({ default_endpoint: event.target.value })}
          helperText="Where the dataset's name links to, instead of Explore."
        />
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            Owners
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {owners.length ? (
              owners.map((owner) => <Chip key={owner.id} size="small" label={`${owner.first_name} ${owner.last_name}`} />)
            ) : (
              <Typography variant="body2">None</Typography>
            )}
          </Box>
        </Box>
      </Section>
      <Section title="Certification">
        <CertificationFields value={draft} onChange={(patch) => onChange(patch)} />
      </Section>
      <Section title="Querying">
        {flag('filter_select_enabled', 'Autocomplete filters')}
        <TextField
          size="small"
          label="Autocomplete query predicate"
          value={draft.fetch_values_predicate}
          onChange={(event) => onChange({ fetch_values_predicate: event.target.value })}
          helperText="A WHERE clause applied when fetching distinct values for filters, e.g. year > 2020."
          slotProps={{ htmlInput: { sx: MONOSPACE, spellCheck: false } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <TextField
            size="small"
            label="Cache timeout"
            value={draft.cache_timeout}
            onChange={(event) => onChange({ cache_timeout: event.target.value })}
            error={problem('cache_timeout') !== undefined}
            helperText={problem('cache_timeout') ?? 'Seconds; blank uses the database’s timeout.'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            size="small"
            label="Hours offset"
            value={draft.offset}
            onChange={(event) => onChange({ offset: event.target.value })}
            error={problem('offset') !== undefined}
            helperText={problem('offset') ?? 'Hours added to the temporal columns, e.g. -8.'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
        {flag('normalize_columns', 'Normalize column names')}
        {flag('always_filter_main_dttm', 'Always filter main datetime column')}
      </Section>
      <Section title="Advanced">
        <TextField
          size="small"
          label="Template parameters"
          multiline
          minRows={3}
          value={draft.template_params}
          onChange={(event) => onChange({ template_params: event.target.value })}
          error={problem('template_params') !== undefined}
          helperText={problem('template_params') ?? 'JSON values for the Jinja templates in the SQL.'}
          slotProps={{ htmlInput: { sx: MONOSPACE, spellCheck: false } }}
        />
        <TextField
          size="small"
          label="Extra"
          multiline
          minRows={3}
          value={draft.extra}
          onChange={(event) => onChange({ extra: event.target.value })}
          error={problem('extra') !== undefined}
          helperText={problem('extra') ?? 'Further settings as a JSON object.'}
          slotProps={{ htmlInput: { sx: MONOSPACE, spellCheck: false } }}
        />
      </Section>
    </Stack>
  );
}
