/**
 * The explore control panel's complex rjsf widgets (metrics, columns, adhoc filters, time range)
 * and the pure helpers behind them. The widgets read the datasource and page services with
 * `useControlPanel()` and take drops from the datasource panel through react-dnd, so they render
 * inside `ControlPanel` under the page's `DndProvider`.
 */
import type { Widget } from '@rjsf/utils';
import { AdhocFiltersWidget } from './AdhocFiltersWidget.js';
import { ColumnsWidget } from './ColumnsWidget.js';
import { ColumnWidget } from './ColumnWidget.js';
import { FixedOrMetricWidget, SpatialWidget, ViewportWidget } from './MapWidgets.js';
import { MetricsWidget } from './MetricsWidget.js';
import { MetricWidget } from './MetricWidget.js';
import { TimeRangeWidget } from './TimeRangeWidget.js';

export { AdhocFiltersWidget, ColumnsWidget, ColumnWidget, FixedOrMetricWidget, MetricsWidget, MetricWidget, SpatialWidget, TimeRangeWidget, ViewportWidget };

/** The picker widgets by their `ui:widget` names (a subset of `CONTROL_WIDGETS`). */
export const PICKER_WIDGETS: Readonly<Record<string, Widget>> = Object.freeze({
  MetricsWidget,
  MetricWidget,
  ColumnsWidget,
  ColumnWidget,
  AdhocFiltersWidget,
  TimeRangeWidget,
  SpatialWidget,
  FixedOrMetricWidget,
  ViewportWidget,
});

export {
  adhocFilterLabel,
  adhocFilterSql,
  coerceComparator,
  comparatorForOperator,
  defaultOperatorFor,
  FILTER_OPERATOR_IDS,
  isAdhocFilterComplete,
  isFilterOperator,
  newFilterOptionName,
  operatorArity,
  operatorsForColumn,
  simpleAdhocFilter,
  sqlAdhocFilter,
  type EditableAdhocFilter,
  type OperatorArity,
} from './adhoc-filter-helpers.js';
export { columnDisplayName, columnKindOf, isTemporalColumn, type ColumnKind } from './column-kind.js';
export {
  defaultAggregateFor,
  METRIC_AGGREGATES,
  metricDefaultLabel,
  metricTitle,
  newMetricOptionName,
  parseSimpleMetric,
  simpleMetricOf,
  simpleMetricSql,
  type MetricAggregate,
  type SimpleMetricParts,
} from './metric-expression.js';
export {
  buildTimeRangeExpression,
  CURRENT_RANGES,
  customBoundExpression,
  draftForMode,
  formatResolvedTimeRange,
  guessTimeRangeDraft,
  isTimeRangeDraftComplete,
  LAST_RANGES,
  parseCustomBound,
  presetSides,
  PREVIOUS_RANGES,
  splitTimeRange,
  TIME_RANGE_MODES,
  type CustomBound,
  type TimeRangeDraft,
  type TimeRangeMode,
} from './time-range-expression.js';
