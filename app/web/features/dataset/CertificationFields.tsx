import type { CertificationDraft } from './dataset-draft';
import { DraftFieldGrid } from './DraftFieldGrid';
import { DraftTextField } from './DraftTextField';

interface CertificationFieldsProps {
  value: Pick<CertificationDraft, 'certifiedBy' | 'certificationDetails' | 'warning'>;
  onChange: (patch: Partial<CertificationDraft>) => void;
}

/** Who certified an object, why, and a warning shown with it. */
export function CertificationFields({ value, onChange }: CertificationFieldsProps) {
  return (
    <DraftFieldGrid columns="1fr 2fr">
      <DraftTextField
        label="Certified by"
        value={value.certifiedBy}
        onChange={(certifiedBy) => onChange({ certifiedBy })}
        helperText="Person or group that vouches for it."
      />
      <DraftTextField
        label="Certification details"
        value={value.certificationDetails}
        onChange={(certificationDetails) => onChange({ certificationDetails })}
        helperText="Why it can be trusted."
      />
      <DraftTextField
        label="Warning"
        value={value.warning}
        onChange={(warning) => onChange({ warning })}
        helperText="Markdown shown as a warning next to its name."
        sx={{ gridColumn: { md: '1 / -1' } }}
      />
    </DraftFieldGrid>
  );
}
