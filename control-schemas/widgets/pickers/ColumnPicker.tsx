import Box from '@mui/material/Box';
import { getColumnLabel } from '@core/query/form-data/labels.js';
import type { QueryFormColumn } from '@core/plugin-api/index.js';
import { useCallback, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { DND_ITEM, useControlPanel } from '../control-panel-context.js';
import { AddTarget } from './AddTarget.js';
import { columnDisplayName, columnKindOf, isTemporalColumn } from './column-kind.js';
import { ColumnEditor } from './ColumnEditor.js';
import { ColumnTypeIcon } from './ColumnTypeIcon.js';
import { droppedColumn } from './dropped-items.js';
import { DropZone, type DroppedItem } from './DropZone.js';
import { moveItem } from './move-item.js';
import { OptionChip } from './OptionChip.js';

/** What the column widgets pass to the shared picker. */
export interface ColumnPickerProps {
  id: string;
  values: readonly QueryFormColumn[];
  onChange: (values: QueryFormColumn[]) => void;
  multi: boolean;
  clearable: boolean;
  temporalOnly: boolean;
  allowSql: boolean;
  disabled: boolean;
}

interface Editing {
  /** The position of the value being edited; null when adding. */
  index: number | null;
  anchor: Element;
}

const ACCEPT = [DND_ITEM.column] as const;

/** Chips of the chosen columns, a drop target for dataset columns, and the column editor. */
export function ColumnPicker({ id, values, onChange, multi, clearable, temporalOnly, allowSql, disabled }: ColumnPickerProps): ReactElement {
  const { datasource } = useControlPanel();
  const sortType = `tessera/column-chip/${useId()}`;
  const addRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const byName = useMemo(() => new Map(datasource.columns.map((column) => [column.column_name, column])), [datasource.columns]);
  const offered = useMemo(
    () => (temporalOnly ? datasource.columns.filter(isTemporalColumn) : datasource.columns),
    [datasource.columns, temporalOnly],
  );
  const chosenNames = useMemo(() => new Set(values.filter((value): value is string => typeof value === 'string')), [values]);

  const refusalOf = useCallback(
    ({ item }: DroppedItem): string | null => {
      const column = droppedColumn(item);
      if (!column) return 'Only columns can go here';
      if (temporalOnly && !isTemporalColumn(column)) return `${column.column_name} is not a temporal column: only temporal columns can go here`;
      if (multi && chosenNames.has(column.column_name)) return `${column.column_name} is already chosen`;
      return null;
    },
    [temporalOnly, multi, chosenNames],
  );

  const onDropItem = useCallback(
    ({ item }: DroppedItem) => {
      const column = droppedColumn(item);
      if (!column) return;
      onChange(multi ? [...values, column.column_name] : [column.column_name]);
    },
    [multi, values, onChange],
  );

  const save = (column: QueryFormColumn) => {
    const index = editing?.index ?? null;
    setEditing(null);
    if (!multi) onChange([column]);
    else if (index === null) onChange([...values, column]);
    else onChange(values.map((value, position) => (position === index ? column : value)));
  };

  const editingIndex = editing?.index ?? null;
  const editorColumns =
    multi && editing !== null ? offered.filter((column) => !chosenNames.has(column.column_name) || values[editingIndex ?? -1] === column.column_name) : offered;

  const chipOf = (value: QueryFormColumn, index: number) => {
    const column = typeof value === 'string' ? byName.get(value) : undefined;
    const label = typeof value === 'string' ? (column ? columnDisplayName(column) : value) : (getColumnLabel(value) ?? '');
    const title =
      typeof value === 'string' ? (column ? column.column_name : `${value} (not in this dataset)`) : `${value.label}: ${value.sqlExpression}`;
    const kind = typeof value === 'string' ? (column ? columnKindOf(column) : 'unknown') : 'sql';
    return (
      <OptionChip
        key={`${typeof value === 'string' ? value : value.label}:${index}`}
        label={label}
        title={title}
        icon={<ColumnTypeIcon kind={kind} />}
        index={index}
        sortType={sortType}
        onMove={multi ? (from, to) => onChange(moveItem(values, from, to)) : undefined}
        onClick={(anchor) => setEditing({ index, anchor })}
        onRemove={multi || clearable ? () => onChange(values.filter((_value, position) => position !== index)) : undefined}
        disabled={disabled}
        selected={editingIndex === index}
      />
    );
  };

  return (
    <DropZone accept={ACCEPT} refusalOf={refusalOf} onDropItem={onDropItem} disabled={disabled}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {values.map(chipOf)}
        {(multi || values.length === 0) && (
          <AddTarget
            id={id}
            ref={addRef}
            disabled={disabled}
            text={temporalOnly ? 'Drop a temporal column here or click' : multi ? 'Drop columns here or click' : 'Drop a column here or click'}
            onClick={() => addRef.current && setEditing({ index: null, anchor: addRef.current })}
          />
        )}
      </Box>
      {editing && (
        <ColumnEditor
          anchorEl={editing.anchor}
          initial={editing.index === null ? null : (values[editing.index] ?? null)}
          columns={editorColumns}
          allowSql={allowSql}
          emptyText={temporalOnly ? 'No temporal columns' : 'No columns'}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </DropZone>
  );
}
