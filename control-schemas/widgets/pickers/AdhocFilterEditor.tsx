import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FilterOperator } from '@core/plugin-api/index.js';
import { useEffect, useState, type ReactElement } from 'react';
import { FILTER_OPERATOR_CHOICES } from '../../constants/filter-operators.js';
import { useControlPanel, type ExploreColumn } from '../control-panel-context.js';
import {
  adhocFilterSql,
  comparatorForOperator,
  defaultOperatorFor,
  isAdhocFilterComplete,
  isFilterOperator,
  operatorArity,
  operatorsForColumn,
  simpleAdhocFilter,
  sqlAdhocFilter,
  type EditableAdhocFilter,
} from './adhoc-filter-helpers.js';
import { ColumnSelect } from './ColumnSelect.js';
import { EditorPopover } from './EditorPopover.js';
import { EditorTabs } from './EditorTabs.js';
import { FilterValueInput } from './FilterValueInput.js';

type FilterTab = 'SIMPLE' | 'SQL';

interface AdhocFilterEditorProps {
  anchorEl: Element | null;
  /** The filter being edited; null to add one. */
  initial: EditableAdhocFilter | null;
  /** For a new filter: the column dropped on the control. */
  initialSubject?: string | null;
  /** The columns a filter may be on. */
  columns: readonly ExploreColumn[];
  onSave: (filter: EditableAdhocFilter) => void;
  onClose: () => void;
}

/** The comparator as the inputs hold it: text, or a list of texts for IN / NOT IN. */
function comparatorText(comparator: unknown, operator: FilterOperator | null): string | string[] {
  const shaped = comparatorForOperator(comparator, operator);
  const text = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value));
  if (Array.isArray(shaped)) return shaped.map(text);
  return text(shaped);
}

/**
 * Adds or edits an adhoc filter: a SIMPLE filter (column, operator, values suggested from the
 * column's distinct values) on WHERE, or custom SQL on WHERE or HAVING.
 */
export function AdhocFilterEditor({ anchorEl, initial, initialSubject = null, columns, onSave, onClose }: AdhocFilterEditorProps): ReactElement {
  const { services } = useControlPanel();
  const findColumn = (name: string | null | undefined) => (name ? (columns.find((column) => column.column_name === name) ?? null) : null);

  const [tab, setTab] = useState<FilterTab>(initial?.expressionType === 'SQL' ? 'SQL' : 'SIMPLE');
  const [subject, setSubject] = useState<string | null>(initial?.subject ?? initialSubject);
  const [operator, setOperator] = useState<FilterOperator | null>(() => {
    if (initial) return isFilterOperator(initial.operator) ? initial.operator : null;
    return initialSubject ? defaultOperatorFor(findColumn(initialSubject)) : null;
  });
  const [comparator, setComparator] = useState<string | string[]>(() => comparatorText(initial?.comparator ?? null, operator));
  const [pending, setPending] = useState('');
  const [clause, setClause] = useState<'WHERE' | 'HAVING'>(initial?.clause === 'HAVING' ? 'HAVING' : 'WHERE');
  const [sql, setSql] = useState(initial?.expressionType === 'SQL' ? (initial.sqlExpression ?? '') : '');
  const [suggestions, setSuggestions] = useState<{ subject: string; values: string[] } | null>(null);

  const column = findColumn(subject);
  const arity = operatorArity(operator);
  const wantsValues = tab === 'SIMPLE' && subject !== null && (arity === 'single' || arity === 'multi');

  useEffect(() => {
    if (!wantsValues || subject === null) return;
    let cancelled = false;
    services
      .fetchColumnValues(subject)
      .then((values) => {
        const texts = values.filter((value) => value !== null && value !== undefined).map((value) => (typeof value === 'string' ? value : String(value)));
        if (!cancelled) setSuggestions({ subject, values: [...new Set(texts)] });
      })
      .catch(() => {
        // Suggestions are a convenience: without them the user types the values.
        if (!cancelled) setSuggestions({ subject, values: [] });
      });
    return () => {
      cancelled = true;
    };
  }, [services, subject, wantsValues]);

  const operators = operatorsForColumn(column);
  const operatorChoices =
    operator && !operators.some((choice) => choice.const === operator)
      ? [...operators, ...FILTER_OPERATOR_CHOICES.filter((choice) => choice.const === operator)]
      : operators;

  const finalComparator = (): unknown => {
    if (arity === 'multi' && Array.isArray(comparator) && pending.trim() !== '') return [...comparator, pending.trim()];
    return comparator;
  };
  const candidate: EditableAdhocFilter =
    tab === 'SQL'
      ? sqlAdhocFilter(clause, sql, initial)
      : subject && operator
        ? simpleAdhocFilter({ subject, operator, comparator: finalComparator() }, column, initial)
        : { expressionType: 'SIMPLE', clause: 'WHERE', subject, operator };
  const complete = isAdhocFilterComplete(candidate);

  const chooseSubject = (next: ExploreColumn | null) => {
    setSubject(next?.column_name ?? null);
    if (!next) return;
    const allowed = operatorsForColumn(next);
    if (!operator || !allowed.some((choice) => choice.const === operator)) {
      const fallback = defaultOperatorFor(next);
      setOperator(fallback);
      setComparator(comparatorText(null, fallback));
    }
  };

  const chooseOperator = (next: FilterOperator) => {
    setOperator(next);
    const carried = operatorArity(next) === 'timeRange' || arity === 'timeRange' ? null : finalComparator();
    setComparator(comparatorText(carried, next));
    setPending('');
  };

  const switchTab = (next: FilterTab) => {
    if (next === 'SQL' && sql.trim() === '') setSql(adhocFilterSql(candidate) ?? '');
    setTab(next);
  };

  return (
    <EditorPopover
      anchorEl={anchorEl}
      title={initial === null ? 'Add filter' : 'Edit filter'}
      onClose={onClose}
      onSave={() => complete && onSave(candidate)}
      saveDisabled={!complete}
    >
      <EditorTabs
        label="Filter type"
        value={tab}
        onChange={switchTab}
        tabs={[
          ['SIMPLE', 'Simple'],
          ['SQL', 'Custom SQL'],
        ]}
      />
      {tab === 'SIMPLE' ? (
        <>
          <ColumnSelect label="Column" columns={columns} value={subject} onChange={chooseSubject} autoFocus={subject === null} />
          <TextField
            select
            label="Operator"
            size="small"
            fullWidth
            value={operator ?? ''}
            onChange={(event) => isFilterOperator(event.target.value) && chooseOperator(event.target.value)}
            sx={{ mt: 1.5 }}
          >
            {operatorChoices.map((choice) => (
              <MenuItem key={String(choice.const)} value={String(choice.const)} dense>
                {choice.title}
              </MenuItem>
            ))}
          </TextField>
          {arity !== 'none' && (
            <Box sx={{ mt: 1.5 }}>
              <FilterValueInput
                arity={arity}
                value={comparator}
                onChange={setComparator}
                pending={pending}
                onPendingChange={setPending}
                suggestions={suggestions && suggestions.subject === subject ? suggestions.values : []}
                loading={wantsValues && (suggestions === null || suggestions.subject !== subject)}
              />
            </Box>
          )}
        </>
      ) : (
        <>
          <TextField
            select
            label="Clause"
            size="small"
            fullWidth
            value={clause}
            onChange={(event) => setClause(event.target.value === 'HAVING' ? 'HAVING' : 'WHERE')}
          >
            <MenuItem value="WHERE" dense>
              WHERE (rows)
            </MenuItem>
            <MenuItem value="HAVING" dense>
              HAVING (groups)
            </MenuItem>
          </TextField>
          <TextField
            label="SQL expression"
            fullWidth
            multiline
            minRows={3}
            value={sql}
            placeholder={clause === 'HAVING' ? 'SUM(num) > 100' : "gender = 'boy'"}
            onChange={(event) => setSql(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
            sx={{ mt: 1.5 }}
          />
        </>
      )}
    </EditorPopover>
  );
}
