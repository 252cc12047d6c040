import type { QueryFormColumn } from '@core/plugin-api/index.js';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { ColumnPicker } from './ColumnPicker.js';
import { optionFlag, schemaTakesObjects, valueList } from './widget-values.js';

/**
 * The rjsf widget of column-list controls (`groupby`, `columns`, `all_columns`): chips of column
 * names and adhoc SQL columns, reorderable, with dataset columns dropped from the datasource panel.
 * `ui:options`: `temporalOnly` offers and accepts temporal columns only.
 */
export function ColumnsWidget(props: WidgetProps): ReactElement {
  const { id, value, onChange, options, schema, disabled, readonly } = props;
  return (
    <ColumnPicker
      id={id}
      values={valueList<QueryFormColumn>(value)}
      onChange={(next) => onChange(next)}
      multi
      clearable
      temporalOnly={optionFlag(options, 'temporalOnly')}
      allowSql={schemaTakesObjects(schema)}
      disabled={Boolean(disabled || readonly)}
    />
  );
}
