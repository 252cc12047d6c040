import type { TransformPropsContext } from '../transform-props-context.js';

/** How a metric or column label reads to people: its verbose name when the dataset has one. */
export function verboseName(label: string, context?: TransformPropsContext): string {
  const name = context?.verboseMap?.[label];
  return typeof name === 'string' && name !== '' ? name : label;
}
