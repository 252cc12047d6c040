import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { CertificationDraft } from './dataset-draft';

interface CertificationFieldsProps {
  value: Pick<CertificationDraft, 'certifiedBy' | 'certificationDetails' | 'warning'>;
  onChange: (patch: Partial<CertificationDraft>) => void;
}

/** Who certified an object, why, and a warning shown with it. */
export function CertificationFields({ value, onChange }: CertificationFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, gap: 2 }}>
      <TextField
        size="small"
        label="Certified by"
        value={value.certifiedBy}
        onChange={(event) => onChange({ certifiedBy: event.target.value })}
        helperText="Person or group that vouches for it."
      />
      <TextField
        size="small"
        label="Certification details"
        value={value.certificationDetails}
        onChange={(event) => onChange({ certificationDetails: event.target.value })}
        helperText="Why it can be trusted."
      />
      <TextField
        size="small"
        label="Warning"
        value={value.warning}
        onChange={(event) => onChange({ warning: event.target.value })}
        helperText="Markdown shown as a warning next to its name."
        sx={{ gridColumn: { md: '1 / -1' } }}
      />
    </Box>
  );
}
