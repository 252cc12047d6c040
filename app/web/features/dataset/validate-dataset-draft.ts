import { dateFormatProblem } from './date-format-problem';
import type { DatasetDraft } from './dataset-draft';

/** The editor's tabs, in order. */
export type DatasetEditorTab = 'source' | 'metrics' | 'columns' | 'calculated' | 'settings';

/** Something to fix before saving, pointing at its tab, row (`key`) and field. */
export interface DraftProblem {
  tab: DatasetEditorTab;
  /** The row's draft key, for a metric or column. */
  key?: string;
  field: string;
  message: string;
}

const isJsonObject = (text: string): boolean => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

const duplicates = (names: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return repeated;
};

/** What keeps a draft from being saved; empty when it can be. */
export function validateDatasetDraft(draft: DatasetDraft, virtual: boolean): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.table_name.trim() === '') problems.push({ tab: 'source', field: 'table_name', message: 'The dataset needs a name' });
  if (virtual && draft.sql.trim() === '') problems.push({ tab: 'source', field: 'sql', message: 'A virtual dataset needs its SQL' });

  const repeatedMetrics = duplicates(draft.metrics.map((metric) => metric.metric_name.trim()));
  for (const metric of draft.metrics) {
    const name = metric.metric_name.trim();
    const at = { tab: 'metrics' as const, key: metric.key };
    if (name === '') problems.push({ ...at, field: 'metric_name', message: 'A metric needs a name' });
    else if (repeatedMetrics.has(name)) problems.push({ ...at, field: 'metric_name', message: `Two metrics are named ${name}` });
    if (metric.expression.trim() === '') {
      problems.push({ ...at, field: 'expression', message: `Metric ${name || '(unnamed)'} needs a SQL expression` });
    }
  }

  const repeatedColumns = duplicates(draft.columns.map((column) => column.column_name.trim()));
  for (const column of draft.columns.filter((candidate) => candidate.calculated)) {
    const name = column.column_name.trim();
    const at = { tab: 'calculated' as const, key: column.key };
    if (name === '') problems.push({ ...at, field: 'column_name', message: 'A calculated column needs a name' });
    else if (repeatedColumns.has(name)) problems.push({ ...at, field: 'column_name', message: `Two columns are named ${name}` });
    if (column.expression.trim() === '') {
      problems.push({ ...at, field: 'expression', message: `Calculated column ${name || '(unnamed)'} needs a SQL expression` });
    }
  }

  for (const column of draft.columns) {
    const message = dateFormatProblem(column.python_date_format);
    if (message !== null) problems.push({ tab: column.calculated ? 'calculated' : 'columns', key: column.key, field: 'python_date_format', message });
  }

  if (draft.cache_timeout.trim() !== '' && !/^\d+$/.test(draft.cache_timeout.trim())) {
    problems.push({ tab: 'settings', field: 'cache_timeout', message: 'Cache timeout must be a whole number of seconds' });
  }
  if (draft.offset.trim() !== '' && !/^-?\d+$/.test(draft.offset.trim())) {
    problems.push({ tab: 'settings', field: 'offset', message: 'Hours offset must be a whole number' });
  }
  if (draft.template_params.trim() !== '' && !isJsonObject(draft.template_params)) {
    problems.push({ tab: 'settings', field: 'template_params', message: 'Template parameters must be a JSON object' });
  }
  if (draft.extra.trim() !== '' && !isJsonObject(draft.extra)) {
    problems.push({ tab: 'settings', field: 'extra', message: 'Extra must be a JSON object' });
  }
  return problems;
}
