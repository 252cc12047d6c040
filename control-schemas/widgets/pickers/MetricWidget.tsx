import type { QueryFormMetric } from '@core/plugin-api/index.js';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { MetricPicker } from './MetricPicker.js';
import { optionFlag, singleValueList } from './widget-values.js';

/**
 * The rjsf widget of single-metric controls (`metric`, `series_limit_metric`): one saved metric
 * name or adhoc metric; a dropped column or metric replaces it. `ui:options.clearable` adds a ×
 * that sets the value to null.
 */
export function MetricWidget(props: WidgetProps): ReactElement {
  const { id, value, onChange, options, disabled, readonly } = props;
  return (
    <MetricPicker
      id={id}
      values={singleValueList<QueryFormMetric>(value)}
      onChange={(next) => onChange(next[0] ?? null)}
      multi={false}
      clearable={optionFlag(options, 'clearable')}
      disabled={Boolean(disabled || readonly)}
    />
  );
}
