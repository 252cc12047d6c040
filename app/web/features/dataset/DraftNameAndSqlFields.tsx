import type { ReactNode } from 'react';
import { DraftFieldGrid } from './DraftFieldGrid';
import { DraftTextField } from './DraftTextField';

interface DraftNameAndSqlFieldsProps {
  /** e.g. "Metric name". */
  nameLabel: string;
  name: string;
  onNameChange: (name: string) => void;
  nameProblem?: string;
  /** The field beside the name, e.g. the verbose name or the data type. */
  besideName: ReactNode;
  expression: string;
  onExpressionChange: (expression: string) => void;
  expressionProblem?: string;
  /** What kind of SQL belongs here, with an example. */
  expressionHint: string;
  /** Focus the name at once: the row was just added and has nothing in it yet. */
  autoFocus: boolean;
}

/** The key charts refer to a metric or calculated column by, and the SQL that computes it. */
export function DraftNameAndSqlFields({
  nameLabel,
  name,
  onNameChange,
  nameProblem,
  besideName,
  expression,
  onExpressionChange,
  expressionProblem,
  expressionHint,
  autoFocus,
}: DraftNameAndSqlFieldsProps) {
  return (
    <>
      <DraftFieldGrid>
        <DraftTextField
          label={nameLabel}
          required
          autoFocus={autoFocus}
          value={name}
          onChange={onNameChange}
          problem={nameProblem}
          helperText="The key charts refer to it by."
          code
        />
        {besideName}
      </DraftFieldGrid>
      <DraftTextField
        label="SQL expression"
        required
        multiline
        minRows={2}
        value={expression}
        onChange={onExpressionChange}
        problem={expressionProblem}
        helperText={expressionHint}
        code
      />
    </>
  );
}
