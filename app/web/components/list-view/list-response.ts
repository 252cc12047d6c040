/** The API's answer to a list request (`GET /api/v1/<resource>/?q=`). */
export interface ListResponse<Row> {
  /** Rows matching the filters, over all pages. */
  count: number;
  ids: (number | string)[];
  result: Row[];
}
