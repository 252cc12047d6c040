/** A numbered hint attached to an error (`extra.issue_codes`). */
export interface IssueCode {
  code: number;
  /** The full text, "Issue <code> - <explanation>". */
  message: string;
}

/**
 * Explanations by issue code, with Superset's numbering (its documentation links point at these
 * numbers). 1000 follows the product spec's wording ("dataset").
 */
export const ISSUE_CODE_EXPLANATIONS: Readonly<Record<number, string>> = Object.freeze({
  1000: 'The dataset is too large to query.',
  1001: 'The database is under an unusual load.',
  1002: 'The database returned an unexpected error.',
  1003: 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
  1004: 'The column was deleted or renamed in the database.',
  1005: 'The table was deleted or renamed in the database.',
  1006: 'One or more parameters specified in the query are missing.',
  1007: "The hostname provided can't be resolved.",
  1008: 'The port is closed.',
  1009: "The host might be down, and can't be reached on the provided port.",
  1010: 'Tessera encountered an error while running a command.',
  1011: 'Tessera encountered an unexpected error.',
  1012: 'The username provided when connecting to a database is not valid.',
  1013: 'The password provided when connecting to a database is not valid.',
  1014: 'Either the username or the password is wrong.',
  1015: 'Either the database is spelled incorrectly or does not exist.',
  1016: 'The schema was deleted or renamed in the database.',
  1017: "User doesn't have the proper permissions.",
  1018: 'One or more parameters needed to configure a database are missing.',
  1019: 'The submitted payload has the incorrect format.',
  1020: 'The submitted payload has the incorrect schema.',
  1021: 'Results backend needed for asynchronous queries is not configured.',
  1022: 'Database does not allow data manipulation.',
  1023: "The CTAS (create table as select) doesn't have a SELECT statement at the end. Please make sure your query has a SELECT as its last statement. Then, try running your query again.",
  1024: 'CVAS (create view as select) query has more than one statement.',
  1025: 'CVAS (create view as select) query is not a SELECT statement.',
  1026: 'Query is too complex and takes too long to run.',
  1027: 'The database is currently running too many queries.',
  1028: 'One or more parameters specified in the query are malformed.',
  1029: 'The object does not exist in the given database.',
  1030: 'The query has a syntax error.',
  1031: 'The results backend no longer has the data from the query.',
  1032: 'The query associated with the results was deleted.',
  1033: 'The results stored in the backend were stored in a different format, and no longer can be deserialized.',
  1034: 'The port number is invalid.',
  1035: 'Failed to start remote query on a worker.',
  1036: 'The database was deleted.',
  1037: 'Custom SQL fields cannot contain sub-queries.',
  1040: 'The submitted payload failed validation.',
  1041: 'The result size exceeds the allowed limit.',
});

/**
 * The issue code entry for `code`, e.g. `{ code: 1000, message: 'Issue 1000 - The dataset is too large to query.' }`.
 *
 * @throws for a code the catalogue does not have.
 */
export function issueCode(code: number): IssueCode {
  const explanation = ISSUE_CODE_EXPLANATIONS[code];
  if (explanation === undefined) throw new Error(`Unknown issue code ${code}`);
  return { code, message: `Issue ${code} - ${explanation}` };
}
