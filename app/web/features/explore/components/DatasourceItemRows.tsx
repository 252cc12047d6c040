import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DND_ITEM,
  type DndColumnItem,
  type DndMetricItem,
  type ExploreColumn,
  type ExploreMetric,
} from '@control-schemas/widgets/control-panel-context.js';
import type { ReactNode } from 'react';
import { useDrag } from 'react-dnd';
import { ColumnTypeIcon, columnTypeName } from './ColumnTypeIcon';
import { columnLabel, metricLabel } from './datasource-filter';

/** Height of one item row in pixels (the virtualised list relies on it). */
export const ITEM_ROW_HEIGHT = 30;

const MONO = 'ui-monospace, Menlo, Consolas, monospace';

/** Tooltip text: the technical name, then any extra lines. */
function Details({ name, lines }: { name: string; lines: Array<[string, string | null | undefined]> }) {
  return (
    <Box sx={{ maxWidth: 320 }}>
      <Box sx={{ fontFamily: MONO, fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Box>
      {lines
        .filter((line): line is [string, string] => Boolean(line[1]))
        .map(([label, text]) => (
          <Box key={label} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ opacity: 0.75 }}>
              {label}:{' '}
            </Box>
            {text}
          </Box>
        ))}
    </Box>
  );
}

interface ItemRowProps {
  dragRef: (node: HTMLElement | null) => void;
  dragging: boolean;
  icon: ReactNode;
  label: string;
  details: ReactNode;
  markers?: ReactNode;
  kind: 'metric' | 'column';
}

/** The look shared by metric and column rows. */
function ItemRow({ dragRef, dragging, icon, label, details, markers, kind }: ItemRowProps) {
  return (
    <Box
      ref={dragRef}
      data-kind={kind}
      sx={{
        height: ITEM_ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1,
        pr: 1,
        mx: 0.5,
        borderRadius: 1,
        cursor: 'grab',
        opacity: dragging ? 0.4 : 1,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {icon}
      <Tooltip title={details} placement="right" enterDelay={400} disableInteractive>
        <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {label}
        </Typography>
      </Tooltip>
      {markers}
    </Box>
  );
}

/** A saved metric, draggable onto metric controls. */
export function MetricRow({ metric }: { metric: ExploreMetric }) {
  const [{ dragging }, dragRef] = useDrag(
    () => ({
      type: DND_ITEM.metric,
      item: { type: DND_ITEM.metric, metric } satisfies DndMetricItem,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [metric],
  );
  return (
    <ItemRow
      kind="metric"
      dragRef={(node) => {
        dragRef(node);
      }}
      dragging={dragging}
      icon={
        <Box
          component="span"
          role="img"
          aria-label="metric"
          sx={{ width: 26, flexShrink: 0, textAlign: 'center', color: 'text.secondary', fontFamily: 'serif', fontStyle: 'italic', fontWeight: 700 }}
        >
          ƒ
        </Box>
      }
      label={metricLabel(metric)}
      details={
        <Details
          name={metric.metric_name}
          lines={[
            ['Description', metric.description],
            ['SQL', metric.expression],
          ]}
        />
      }
      markers={
        metric.warning_text ? (
          <Tooltip title={metric.warning_text}>
            <WarningAmberIcon role="img" aria-label={`Warning: ${metric.warning_text}`} sx={{ fontSize: 16, color: 'warning.main' }} />
          </Tooltip>
        ) : null
      }
    />
  );
}

/** A dataset column, draggable onto column controls; calculated columns carry a marker. */
export function ColumnRow({ column }: { column: ExploreColumn }) {
  const [{ dragging }, dragRef] = useDrag(
    () => ({
      type: DND_ITEM.column,
      item: { type: DND_ITEM.column, column } satisfies DndColumnItem,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [column],
  );
  const expression = column.expression?.trim();
  return (
    <ItemRow
      kind="column"
      dragRef={(node) => {
        dragRef(node);
      }}
      dragging={dragging}
      icon={<ColumnTypeIcon type={columnTypeName(column)} />}
      label={columnLabel(column)}
      details={
        <Details
          name={column.column_name}
          lines={[
            ['Type', column.type],
            ['Description', column.description],
            ['SQL', expression],
          ]}
        />
      }
      markers={
        expression ? (
          <Tooltip title={`Calculated column: ${expression}`}>
            <CalculateOutlinedIcon role="img" aria-label="Calculated column" sx={{ fontSize: 16, color: 'text.secondary' }} />
          </Tooltip>
        ) : null
      }
    />
  );
}
