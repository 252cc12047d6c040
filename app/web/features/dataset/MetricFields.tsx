import { CertificationFields } from './CertificationFields';
import type { MetricDraft } from './dataset-draft';
import { DraftFieldGrid } from './DraftFieldGrid';
import { DraftFieldset } from './DraftFieldset';
import { DraftNameAndSqlFields } from './DraftNameAndSqlFields';
import { DraftTextField } from './DraftTextField';
import { draftProblemFor } from './draft-problem-for';
import type { DraftProblem } from './validate-dataset-draft';

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
    <DraftFieldset ariaLabel={`Metric ${metric.metric_name}`} onDone={onDone}>
      <DraftNameAndSqlFields
        nameLabel="Metric name"
        name={metric.metric_name}
        onNameChange={(metric_name) => onChange({ metric_name })}
        nameProblem={problem('metric_name')}
        besideName={
          <DraftTextField
            label="Verbose name"
            value={metric.verbose_name}
            onChange={(verbose_name) => onChange({ verbose_name })}
            helperText="The label charts show."
          />
        }
        expression={metric.expression}
        onExpressionChange={(expression) => onChange({ expression })}
        expressionProblem={problem('expression')}
        expressionHint="An aggregate, e.g. SUM(num) or COUNT(DISTINCT name)."
        autoFocus={metric.source === null}
      />
      <DraftFieldGrid columns="1fr 2fr">
        <DraftTextField label="D3 format" value={metric.d3format} onChange={(d3format) => onChange({ d3format })} helperText="e.g. ,.2f or .1%" code />
        <DraftTextField label="Description" value={metric.description} onChange={(description) => onChange({ description })} />
      </DraftFieldGrid>
      <CertificationFields value={metric} onChange={onChange} />
    </DraftFieldset>
  );
}
