import Box from '@mui/material/Box';
import type { QueryFormMetric } from '@core/plugin-api/index.js';
import { useCallback, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { DND_ITEM, useControlPanel } from '../control-panel-context.js';
import { AddTarget } from './AddTarget.js';
import { ColumnTypeIcon } from './ColumnTypeIcon.js';
import { droppedColumn, droppedMetric } from './dropped-items.js';
import { DropZone, type DroppedItem } from './DropZone.js';
import { defaultAggregateFor, metricKey, metricTitle, simpleMetricOf } from './metric-expression.js';
import { MetricEditor } from './MetricEditor.js';
import { moveItem } from './move-item.js';
import { OptionChip } from './OptionChip.js';

/** What the metric widgets pass to the shared picker. */
export interface MetricPickerProps {
  id: string;
  values: readonly QueryFormMetric[];
  onChange: (values: QueryFormMetric[]) => void;
  multi: boolean;
  clearable: boolean;
  disabled: boolean;
}

interface Editing {
  index: number | null;
  anchor: Element;
}

const ACCEPT = [DND_ITEM.column, DND_ITEM.metric] as const;

function metricTooltip(metric: QueryFormMetric, title: string): string {
  if (typeof metric === 'string') return `Saved metric ${metric}`;
  if (metric.expressionType === 'SQL') return `${title}: ${metric.sqlExpression ?? ''}`;
  return `${title}: ${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})`;
}

/**
 * Chips of the chosen metrics, a drop target for columns (a SIMPLE aggregate: SUM of a number,
 * COUNT_DISTINCT of anything else) and saved metrics (by name), and the metric editor.
 */
export function MetricPicker({ id, values, onChange, multi, clearable, disabled }: MetricPickerProps): ReactElement {
  const { datasource } = useControlPanel();
  const sortType = `tessera/metric-chip/${useId()}`;
  const addRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const savedNames = useMemo(() => new Set(values.filter((value): value is string => typeof value === 'string')), [values]);

  const refusalOf = useCallback(
    ({ itemType, item }: DroppedItem): string | null => {
      if (itemType === DND_ITEM.metric) {
        const metric = droppedMetric(item);
        if (!metric) return 'Only columns and metrics can go here';
        return multi && savedNames.has(metric.metric_name) ? `${metric.metric_name} is already chosen` : null;
      }
      return droppedColumn(item) ? null : 'Only columns and metrics can go here';
    },
    [multi, savedNames],
  );

  const onDropItem = useCallback(
    ({ itemType, item }: DroppedItem) => {
      let metric: QueryFormMetric | null = null;
      if (itemType === DND_ITEM.metric) metric = droppedMetric(item)?.metric_name ?? null;
      else {
        const column = droppedColumn(item);
        if (column) metric = simpleMetricOf(defaultAggregateFor(column), column);
      }
      if (metric !== null) onChange(multi ? [...values, metric] : [metric]);
    },
    [multi, values, onChange],
  );

  const save = (metric: QueryFormMetric) => {
    const index = editing?.index ?? null;
    setEditing(null);
    if (!multi) onChange([metric]);
    else if (index === null) onChange([...values, metric]);
    else onChange(values.map((value, position) => (position === index ? metric : value)));
  };

  return (
    <DropZone accept={ACCEPT} refusalOf={refusalOf} onDropItem={onDropItem} disabled={disabled}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {values.map((metric, index) => {
          const title = metricTitle(metric, datasource.metrics);
          return (
            <OptionChip
              key={metricKey(metric, index)}
              label={title}
              title={metricTooltip(metric, title)}
              icon={<ColumnTypeIcon kind={typeof metric === 'string' ? 'metric' : metric.expressionType === 'SQL' ? 'sql' : 'metric'} />}
              index={index}
              sortType={sortType}
              onMove={multi ? (from, to) => onChange(moveItem(values, from, to)) : undefined}
              onClick={(anchor) => setEditing({ index, anchor })}
              onRemove={multi || clearable ? () => onChange(values.filter((_value, position) => position !== index)) : undefined}
              disabled={disabled}
              selected={editing?.index === index}
            />
          );
        })}
        {(multi || values.length === 0) && (
          <AddTarget
            id={id}
            ref={addRef}
            disabled={disabled}
            text={multi ? 'Drop columns/metrics here or click' : 'Drop a column/metric here or click'}
            onClick={() => addRef.current && setEditing({ index: null, anchor: addRef.current })}
          />
        )}
      </Box>
      {editing && (
        <MetricEditor
          anchorEl={editing.anchor}
          initial={editing.index === null ? null : (values[editing.index] ?? null)}
          columns={datasource.columns}
          savedMetrics={datasource.metrics}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </DropZone>
  );
}
