import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CertificationFields } from './CertificationFields';
import type { MetricDraft } from './dataset-draft';
import { draftProblemFor } from './draft-problem-for';
import type { DraftProblem } from './validate-dataset-draft';

const MONOSPACE = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

interface MetricFieldsProps {
  metric: MetricDraft;
  problems: readonly DraftProblem[];
  onChange: (patch: Partial<MetricDraft>) => void;
  onDone: () => void;
}

/** Every editable field of one metric, shown under its row. */
export function MetricFields({ metric, problems, onChange, onDone }: MetricFieldsProps) {
  const problem = (field: string) => draftProblemFor(problems, field, metric.key);
  return (
    <Stack component="fieldset" aria-label={`Metric ${metric.metric_name}`} sx={{ gap: 2, border: 0, m: 0, p: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <TextField
          size="small"
          label="Metric name"
          required
          autoFocus={metric.source === null}
          value={metric.metric_name}
          onChange={(event) => onChange({ metric_name: event.target.value })}
          error={problem('metric_name') !== undefined}
          helperText={problem('metric_name') ?? 'The key charts refer to it by.'}
          slotProps={{ htmlInput: { sx: MONOSPACE, spellCheck: false } }}
        />
        <TextField
          size="small"
          label="Verbose name"
          value={metric.verbose_name}
          onChange={(event) => onChange({ verbose_name: event.target.value })}
          helperText="The label charts show."
        />
      </Box>
      <TextField
        size="small"
        label="SQL expression"
        required
        multiline
        minRows={2}
        value={metric.expression}
        onChange={(event) => onChange({ expression: event.target.value })}
        error={problem('expression') !== undefined}
        helperText={problem('expression') ?? 'An aggregate, e.g. SUM(num) or COUNT(DISTINCT name).'}
        slotProps={{ htmlInput: { sx: MONOSPACE, spellCheck: false } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, gap: 2 }}>
        <TextField
          size="small"
          label="D3 format"
          value={metric.d3format}
          onChange={(event) => onChange({ d3format: event.target.value })}
          helperText="e.g. ,.2f or .1%"
          slotProps={{ htmlInput: { sx: MONOSPACE, spellCheck: false } }}
        />
        <TextField
          size="small"
          label="Description"
          value={metric.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Box>
      <CertificationFields value={metric} onChange={onChange} />
      <Box>
        <Button size="small" variant="outlined" onClick={onDone}>
          Done
        </Button>
      </Box>
    </Stack>
  );
}
