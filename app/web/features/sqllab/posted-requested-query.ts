import { BOOTSTRAP_ELEMENT_ID } from '../../bootstrap/read-bootstrap';
import { requestedQueryFrom, type RequestedQuery } from './requested-query';

/** Set on the bootstrap element once its posted request was opened. */
const TAKEN_ATTRIBUTE = 'data-requested-query-taken';

/**
 * The request a posted form opened SQL Lab with: `POST /sqllab/` with `form_data` (explore's "View
 * in SQL Lab" in Superset) answers the page with the form's JSON as `requested_query` in the
 * bootstrap. Taken once per page load: the bootstrap element is marked, so coming back to SQL Lab
 * later in the same page opens nothing. Null when the page was not opened by a posted form.
 *
 * @example
 * ```ts
 * const request = takePostedRequestedQuery(); // { kind: 'datasource', datasourceKey: '3__table', sql: 'SELECT …' }
 * ```
 */
export function takePostedRequestedQuery(doc: Document = document): RequestedQuery | null {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent || element.hasAttribute(TAKEN_ATTRIBUTE)) return null;
  element.setAttribute(TAKEN_ATTRIBUTE, '');
  try {
    const bootstrap: unknown = JSON.parse(element.textContent);
    if (bootstrap === null || typeof bootstrap !== 'object') return null;
    return requestedQueryFrom((bootstrap as { requested_query?: unknown }).requested_query);
  } catch {
    return null;
  }
}
