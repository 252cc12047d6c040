import type { QueryFormMetric } from '@core/plugin-api/index.js';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { MetricPicker } from './MetricPicker.js';
import { valueList } from './widget-values.js';

/**
 * The rjsf widget of the `metrics` control: chips of saved metric names and adhoc metrics (click to
 * edit in the Saved / Simple / Custom SQL editor, × to remove, drag to reorder), and a drop target
 * for columns and saved metrics from the datasource panel.
 */
export function MetricsWidget(props: WidgetProps): ReactElement {
  const { id, value, onChange, disabled, readonly } = props;
  return (
    <MetricPicker
      id={id}
      values={valueList<QueryFormMetric>(value)}
      onChange={(next) => onChange(next)}
      multi
      clearable
      disabled={Boolean(disabled || readonly)}
    />
  );
}
