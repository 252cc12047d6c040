import type { DraftProblem } from './validate-dataset-draft';

/** The message of the problem with a row's field, if any, for the field's error text. */
export const draftProblemFor = (problems: readonly DraftProblem[], field: string, key?: string): string | undefined =>
  problems.find((problem) => problem.field === field && problem.key === key)?.message;
