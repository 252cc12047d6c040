import Box from '@mui/material/Box';
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { DND_ITEM, useControlPanel } from '../control-panel-context.js';
import { adhocFilterLabel, type EditableAdhocFilter } from './adhoc-filter-helpers.js';
import { AdhocFilterEditor } from './AdhocFilterEditor.js';
import { AddTarget } from './AddTarget.js';
import { columnKindOf } from './column-kind.js';
import { ColumnTypeIcon } from './ColumnTypeIcon.js';
import { droppedColumn } from './dropped-items.js';
import { DropZone, type DroppedItem } from './DropZone.js';
import { moveItem } from './move-item.js';
import { OptionChip } from './OptionChip.js';
import { valueList } from './widget-values.js';

interface Editing {
  index: number | null;
  anchor: Element;
  /** The column dropped to start a new filter. */
  subject: string | null;
}

const ACCEPT = [DND_ITEM.column] as const;

/**
 * The rjsf widget of `adhoc_filters`: chips reading `gender = boy`, `num > 10`, `SQL: …` (click to
 * edit, × to remove, drag to reorder), an editor with Simple and Custom SQL tabs, and a drop target
 * that starts a filter on a column dragged from the datasource panel.
 */
export function AdhocFiltersWidget(props: WidgetProps): ReactElement {
  const { id, value, onChange, disabled: disabledProp, readonly } = props;
  const disabled = Boolean(disabledProp || readonly);
  const { datasource } = useControlPanel();
  const filters = valueList<EditableAdhocFilter>(value);
  const sortType = `tessera/filter-chip/${useId()}`;
  const addRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const filterable = useMemo(() => datasource.columns.filter((column) => column.filterable !== false), [datasource.columns]);
  const byName = useMemo(() => new Map(datasource.columns.map((column) => [column.column_name, column])), [datasource.columns]);

  const refusalOf = useCallback(({ item }: DroppedItem): string | null => {
    const column = droppedColumn(item);
    if (!column) return 'Only columns can go here';
    return column.filterable === false ? `${column.column_name} cannot be filtered on` : null;
  }, []);

  const onDropItem = useCallback(({ item }: DroppedItem) => {
    const column = droppedColumn(item);
    if (column && addRef.current) setEditing({ index: null, anchor: addRef.current, subject: column.column_name });
  }, []);

  const save = (filter: EditableAdhocFilter) => {
    const index = editing?.index ?? null;
    setEditing(null);
    onChange(index === null ? [...filters, filter] : filters.map((current, position) => (position === index ? filter : current)));
  };

  return (
    <DropZone accept={ACCEPT} refusalOf={refusalOf} onDropItem={onDropItem} disabled={disabled}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {filters.map((filter, index) => {
          const label = adhocFilterLabel(filter);
          const column = filter.expressionType === 'SIMPLE' && filter.subject ? byName.get(filter.subject) : undefined;
          return (
            <OptionChip
              key={`${filter.filterOptionName ?? ''}:${index}`}
              label={label}
              title={filter.isExtra ? `${label} (from the dashboard)` : label}
              icon={<ColumnTypeIcon kind={filter.expressionType === 'SQL' ? 'sql' : column ? columnKindOf(column) : 'unknown'} />}
              index={index}
              sortType={sortType}
              onMove={(from, to) => onChange(moveItem(filters, from, to))}
              onClick={(anchor) => setEditing({ index, anchor, subject: null })}
              onRemove={() => onChange(filters.filter((_filter, position) => position !== index))}
              disabled={disabled}
              selected={editing?.index === index}
            />
          );
        })}
        <AddTarget
          id={id}
          ref={addRef}
          disabled={disabled}
          text="Drop columns here or click to add a filter"
          onClick={() => addRef.current && setEditing({ index: null, anchor: addRef.current, subject: null })}
        />
      </Box>
      {editing && (
        <AdhocFilterEditor
          anchorEl={editing.anchor}
          initial={editing.index === null ? null : (filters[editing.index] ?? null)}
          initialSubject={editing.subject}
          columns={filterable}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </DropZone>
  );
}
