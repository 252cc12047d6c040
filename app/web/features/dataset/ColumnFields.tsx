import { CertificationFields } from './CertificationFields';
import type { ColumnDraft } from './dataset-draft';
import { DraftFieldGrid } from './DraftFieldGrid';
import { DraftFieldset } from './DraftFieldset';
import { DraftNameAndSqlFields } from './DraftNameAndSqlFields';
import { DraftTextField } from './DraftTextField';
import { draftProblemFor } from './draft-problem-for';
import type { DraftProblem } from './validate-dataset-draft';

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
    <DraftFieldset ariaLabel={`Column ${column.column_name}`} onDone={onDone}>
      {column.calculated ? (
        <DraftNameAndSqlFields
          nameLabel="Column name"
          name={column.column_name}
          onNameChange={(column_name) => onChange({ column_name })}
          nameProblem={problem('column_name')}
          besideName={
            <DraftTextField label="Data type" value={column.type} onChange={(type) => onChange({ type })} helperText="e.g. VARCHAR, BIGINT, TIMESTAMP." code />
          }
          expression={column.expression}
          onExpressionChange={(expression) => onChange({ expression })}
          expressionProblem={problem('expression')}
          expressionHint="A row-level expression, e.g. CASE WHEN num > 100 THEN 'big' ELSE 'small' END."
          autoFocus={column.source === null}
        />
      ) : null}
      <DraftFieldGrid>
        <DraftTextField
          label="Verbose name"
          value={column.verbose_name}
          onChange={(verbose_name) => onChange({ verbose_name })}
          helperText="The label charts and filters show."
        />
        <DraftTextField
          label="Datetime format"
          value={column.python_date_format}
          onChange={(python_date_format) => onChange({ python_date_format })}
          problem={problem('python_date_format')}
          helperText="For a temporal column stored as numbers or text: epoch_s or epoch_ms for seconds or milliseconds since 1970 (UTC), or a pattern such as %Y, %Y-%m-%d or %Y%m%d-%H%M%S. Charts then read it as a time, for grains and time ranges. No time zones."
          code
        />
      </DraftFieldGrid>
      <DraftTextField label="Description" multiline value={column.description} onChange={(description) => onChange({ description })} />
      <CertificationFields value={column} onChange={onChange} />
    </DraftFieldset>
  );
}
