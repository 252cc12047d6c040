import type { QueryFormColumn } from '@core/plugin-api/index.js';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { ColumnPicker } from './ColumnPicker.js';
import { optionFlag, schemaTakesObjects, singleValueList } from './widget-values.js';

/**
 * The rjsf widget of single-column controls (`x_axis`, `granularity_sqla`): one column name, or an
 * adhoc SQL column where the schema takes objects. `ui:options`: `temporalOnly` (offer and accept
 * temporal columns only), `clearable` (× sets the value to null).
 */
export function ColumnWidget(props: WidgetProps): ReactElement {
  const { id, value, onChange, options, schema, disabled, readonly } = props;
  return (
    <ColumnPicker
      id={id}
      values={singleValueList<QueryFormColumn>(value)}
      onChange={(next) => onChange(next[0] ?? null)}
      multi={false}
      clearable={optionFlag(options, 'clearable')}
      temporalOnly={optionFlag(options, 'temporalOnly')}
      allowSql={schemaTakesObjects(schema)}
      disabled={Boolean(disabled || readonly)}
    />
  );
}
