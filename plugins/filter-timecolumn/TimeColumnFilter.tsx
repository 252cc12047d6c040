import type { FilterComponentProps } from '@core/plugin-api/index.js';
import { SingleChoiceFilterInput } from '@control-schemas/widgets/SingleChoiceFilterInput.js';
import { useMemo, type ReactElement } from 'react';
import type { TimeColumnFilterControls } from './config-schema.js';
import { timeColumnOf, timeColumnOptionsOf } from './time-column-options.js';

/** The props the host passes to the `filter_timecolumn` component. */
export type TimeColumnFilterProps = FilterComponentProps<TimeColumnFilterControls, string[]>;

/**
 * The `filter_timecolumn` input: a searchable select of the dataset's temporal columns. A chosen
 * column the dataset no longer has is dropped once the columns arrive.
 */
export default function TimeColumnFilter(props: TimeColumnFilterProps): ReactElement {
  const options = useMemo(() => timeColumnOptionsOf(props.data), [props.data]);
  return (
    <SingleChoiceFilterInput
      {...props}
      filterType="filter_timecolumn"
      options={options}
      value={timeColumnOf(props.filterState.value)}
      noOptionsText="No time columns"
      placeholder="Select a time column"
    />
  );
}
