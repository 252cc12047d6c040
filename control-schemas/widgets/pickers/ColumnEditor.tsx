import TextField from '@mui/material/TextField';
import { useState, type ReactElement } from 'react';
import type { AdhocColumn, QueryFormColumn } from '@core/plugin-api/index.js';
import type { ExploreColumn } from '../control-panel-context.js';
import { ColumnList } from './ColumnList.js';
import { EditorPopover } from './EditorPopover.js';
import { EditorTabs } from './EditorTabs.js';

type ColumnTab = 'COLUMN' | 'SQL';

interface ColumnEditorProps {
  anchorEl: Element | null;
  /** The value being edited; null to add one. */
  initial: QueryFormColumn | null;
  /** The dataset columns offered (already narrowed to temporal ones where required). */
  columns: readonly ExploreColumn[];
  /** Whether the control takes a custom SQL column. */
  allowSql: boolean;
  emptyText: string;
  onSave: (column: QueryFormColumn) => void;
  onClose: () => void;
}

/**
 * Picks a column for a column control: a click on a dataset column saves it; the Custom SQL tab
 * builds an adhoc column (`{ expressionType: 'SQL', sqlExpression, label }`).
 */
export function ColumnEditor({ anchorEl, initial, columns, allowSql, emptyText, onSave, onClose }: ColumnEditorProps): ReactElement {
  const adhoc = initial !== null && typeof initial === 'object' ? initial : null;
  const [tab, setTab] = useState<ColumnTab>(adhoc && allowSql ? 'SQL' : 'COLUMN');
  const [sql, setSql] = useState(adhoc?.sqlExpression ?? '');
  const [label, setLabel] = useState(adhoc && adhoc.label !== adhoc.sqlExpression ? adhoc.label : '');

  const saveSql = () => {
    const sqlExpression = sql.trim();
    if (!sqlExpression) return;
    const column: AdhocColumn = { ...(adhoc ?? {}), expressionType: 'SQL', sqlExpression, label: label.trim() || sqlExpression };
    onSave(column);
  };

  return (
    <EditorPopover
      anchorEl={anchorEl}
      title={initial === null ? 'Add column' : 'Edit column'}
      onClose={onClose}
      onSave={tab === 'SQL' ? saveSql : undefined}
      saveDisabled={sql.trim() === ''}
    >
      {allowSql && (
        <EditorTabs
          label="Column type"
          value={tab}
          onChange={setTab}
          tabs={[
            ['COLUMN', 'Column'],
            ['SQL', 'Custom SQL'],
          ]}
        />
      )}
      {tab === 'COLUMN' ? (
        <ColumnList columns={columns} selected={typeof initial === 'string' ? initial : null} onPick={(column) => onSave(column.column_name)} emptyText={emptyText} />
      ) : (
        <>
          <TextField
            label="SQL expression"
            fullWidth
            multiline
            minRows={3}
            autoFocus
            value={sql}
            onChange={(event) => setSql(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
          <TextField
            label="Label"
            size="small"
            fullWidth
            value={label}
            placeholder={sql.trim() || 'Label of the column'}
            onChange={(event) => setLabel(event.target.value)}
            sx={{ mt: 1.5 }}
          />
        </>
      )}
    </EditorPopover>
  );
}
