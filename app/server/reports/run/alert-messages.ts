/** What the execution log says when a run fails or is refused, in Superset's words where it has them. */
export const RUN_MESSAGES = {
  multipleRows: 'Alert query returned more than one row.',
  multipleColumns: 'Alert query returned more than one column.',
  nonNumber: 'Alert query returned a non-number value.',
  validation: 'Alert validation error.',
  queryError: (detail: string) => `Alert found an error while executing a query: ${detail}`,
  queryTimeout: 'A timeout occurred while executing the query.',
  workingTimeout: 'Report Schedule reached a working timeout.',
  previousWorking: 'Report Schedule is still working, refusing to re-compute.',
  noExecutor: 'Report Schedule has no owner to run it as.',
  executorNotFound: (userId: number) => `Report Schedule executor not found: user ${userId} does not exist or is not active.`,
  missingDatabase: 'Alert has no database to run its query on.',
  missingSql: 'Alert has no SQL to run.',
  unexpected: (detail: string) => `Report Schedule failed: ${detail}`,
} as const;
