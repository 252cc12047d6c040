import type { FilterComponentProps } from '@core/plugin-api/index.js';
import { SingleChoiceFilterInput } from '@control-schemas/widgets/SingleChoiceFilterInput.js';
import { useMemo, type ReactElement } from 'react';
import type { TimeGrainFilterControls } from './config-schema.js';
import { timeGrainOf, timeGrainOptionsOf } from './time-grain-options.js';

/** The props the host passes to the `filter_timegrain` component. */
export type TimeGrainFilterProps = FilterComponentProps<TimeGrainFilterControls, string[]>;

/**
 * The `filter_timegrain` input: a searchable select of the time grains the dataset's database
 * supports, by name. A chosen grain the database does not offer is dropped once the grains arrive.
 */
export default function TimeGrainFilter(props: TimeGrainFilterProps): ReactElement {
  const options = useMemo(() => timeGrainOptionsOf(props.data), [props.data]);
  return (
    <SingleChoiceFilterInput
      {...props}
      filterType="filter_timegrain"
      options={options}
      value={timeGrainOf(props.filterState.value)}
      noOptionsText="No time grains"
      placeholder="Select a time grain"
    />
  );
}
