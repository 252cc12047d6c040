import type { NativeFilterDivider } from '@core/dashboard/index.js';

/** What the divider form edits. */
export interface DividerFormValues {
  title: string;
  description: string;
}

/** The form's values for a stored divider. */
export function toDividerFormValues(divider: NativeFilterDivider): DividerFormValues {
  return { title: divider.title ?? '', description: divider.description ?? '' };
}

/** The divider with the form's values written back. */
export function fromDividerFormValues(values: DividerFormValues, previous: NativeFilterDivider): NativeFilterDivider {
  return { ...previous, title: values.title, description: values.description };
}
