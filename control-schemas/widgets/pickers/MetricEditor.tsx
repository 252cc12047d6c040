import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdhocMetric, QueryFormMetric } from '@core/plugin-api/index.js';
import { useState, type ReactElement } from 'react';
import type { ExploreColumn, ExploreMetric } from '../control-panel-context.js';
import { ColumnSelect } from './ColumnSelect.js';
import { EditorPopover } from './EditorPopover.js';
import { EditorTabs } from './EditorTabs.js';
import {
  METRIC_AGGREGATES,
  metricDefaultLabel,
  newMetricOptionName,
  parseSimpleMetric,
  simpleMetricSql,
  type MetricAggregate,
} from './metric-expression.js';
import { SavedMetricList } from './SavedMetricList.js';

type MetricTab = 'SAVED' | 'SIMPLE' | 'SQL';

interface MetricEditorProps {
  anchorEl: Element | null;
  /** The metric being edited; null to add one. */
  initial: QueryFormMetric | null;
  columns: readonly ExploreColumn[];
  savedMetrics: readonly ExploreMetric[];
  onSave: (metric: QueryFormMetric) => void;
  onClose: () => void;
}

function initialTab(initial: QueryFormMetric | null, savedMetrics: readonly ExploreMetric[]): MetricTab {
  if (typeof initial === 'string') return 'SAVED';
  if (initial?.expressionType === 'SQL') return 'SQL';
  if (initial === null && savedMetrics.length > 0) return 'SAVED';
  return 'SIMPLE';
}

/**
 * Edits one metric in three tabs: a saved metric of the dataset, a simple aggregate of a column, or
 * custom SQL (SQL that is a simple aggregate of a known column, `SUM(num)`, is saved as SIMPLE). An
 * adhoc metric keeps its `optionName`; its label is the typed title or else its default label.
 */
export function MetricEditor({ anchorEl, initial, columns, savedMetrics, onSave, onClose }: MetricEditorProps): ReactElement {
  const adhoc: AdhocMetric | null = initial !== null && typeof initial === 'object' ? initial : null;
  const [tab, setTab] = useState<MetricTab>(() => initialTab(initial, savedMetrics));
  const [savedName, setSavedName] = useState<string | null>(typeof initial === 'string' ? initial : null);
  const [columnName, setColumnName] = useState<string | null>(adhoc?.expressionType === 'SIMPLE' ? (adhoc.column?.column_name ?? null) : null);
  const [aggregate, setAggregate] = useState<MetricAggregate | null>(adhoc?.expressionType === 'SIMPLE' ? (adhoc.aggregate ?? null) : null);
  const [sql, setSql] = useState<string>(() => {
    if (adhoc?.expressionType === 'SQL') return adhoc.sqlExpression ?? '';
    if (adhoc?.expressionType === 'SIMPLE' && adhoc.aggregate && adhoc.column) return simpleMetricSql(adhoc.aggregate, adhoc.column.column_name);
    return '';
  });
  const [label, setLabel] = useState(adhoc?.hasCustomLabel ? (adhoc.label ?? '') : '');

  const column = columnName === null ? null : (columns.find((candidate) => candidate.column_name === columnName) ?? { column_name: columnName });
  const parsedSql = sql.trim() === '' ? null : parseSimpleMetric(sql, columns);

  /** The adhoc metric the Simple or Custom SQL tab describes, before labelling; null while incomplete. */
  const draftBody = (): Pick<AdhocMetric, 'expressionType' | 'aggregate' | 'column' | 'sqlExpression'> | null => {
    if (tab === 'SIMPLE') {
      if (!column || !aggregate) return null;
      return { expressionType: 'SIMPLE', aggregate, column: { column_name: column.column_name, type: column.type ?? null } };
    }
    if (tab === 'SQL') {
      if (sql.trim() === '') return null;
      if (parsedSql) return { expressionType: 'SIMPLE', ...parsedSql };
      return { expressionType: 'SQL', sqlExpression: sql.trim() };
    }
    return null;
  };

  const body = draftBody();
  const savedMetric = savedMetrics.find((metric) => metric.metric_name === savedName);
  const defaultLabel = tab === 'SAVED' ? (savedMetric?.verbose_name?.trim() || savedName || '') : body ? metricDefaultLabel(body) : '';
  const canSave = tab === 'SAVED' ? savedName !== null : body !== null;

  const save = () => {
    if (tab === 'SAVED') {
      if (savedName !== null) onSave(savedName);
      return;
    }
    if (!body) return;
    const customLabel = label.trim();
    onSave({
      ...body,
      label: customLabel || metricDefaultLabel(body),
      hasCustomLabel: customLabel !== '',
      optionName: adhoc?.optionName ?? newMetricOptionName(),
    });
  };

  const switchTab = (next: MetricTab) => {
    // Carry the aggregate across, as far as it can be written in the other tab.
    if (next === 'SQL' && sql.trim() === '' && column && aggregate) setSql(simpleMetricSql(aggregate, column.column_name));
    if (next === 'SIMPLE' && columnName === null && parsedSql) {
      setColumnName(parsedSql.column.column_name);
      setAggregate(parsedSql.aggregate);
    }
    setTab(next);
  };

  return (
    <EditorPopover anchorEl={anchorEl} title={initial === null ? 'Add metric' : 'Edit metric'} onClose={onClose} onSave={save} saveDisabled={!canSave}>
      <TextField
        label="Metric title"
        size="small"
        variant="standard"
        fullWidth
        value={tab === 'SAVED' ? '' : label}
        placeholder={defaultLabel || 'My metric'}
        disabled={tab === 'SAVED'}
        onChange={(event) => setLabel(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 1 }}
      />
      <EditorTabs
        label="Metric type"
        value={tab}
        onChange={switchTab}
        tabs={[
          ['SAVED', 'Saved'],
          ['SIMPLE', 'Simple'],
          ['SQL', 'Custom SQL'],
        ]}
      />
      {tab === 'SAVED' && <SavedMetricList metrics={savedMetrics} selected={savedName} onSelect={setSavedName} />}
      {tab === 'SIMPLE' && (
        <>
          <ColumnSelect label="Column" columns={columns} value={columnName} onChange={(picked) => setColumnName(picked?.column_name ?? null)} />
          <TextField
            select
            label="Aggregate"
            size="small"
            fullWidth
            value={aggregate ?? ''}
            onChange={(event) => setAggregate((event.target.value as MetricAggregate) || null)}
            sx={{ mt: 1.5 }}
          >
            {METRIC_AGGREGATES.map((option) => (
              <MenuItem key={option} value={option} dense>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {tab === 'SQL' && (
        <>
          <TextField
            label="SQL expression"
            fullWidth
            multiline
            minRows={3}
            autoFocus
            value={sql}
            placeholder="SUM(num) / COUNT(*)"
            onChange={(event) => setSql(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
          {parsedSql && (
            <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
              Saved as a simple metric: {parsedSql.aggregate} of {parsedSql.column.column_name}
            </Typography>
          )}
        </>
      )}
    </EditorPopover>
  );
}
