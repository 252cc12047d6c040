import type { RequestedQueryPayload } from '@core/sqllab/index.js';
import { csrfTokens } from '../../api/api-fetch';

/** SQL Lab's page, which opens a posted request in a new editor tab. */
export const SQL_LAB_FORM_ACTION = '/sqllab/';

/**
 * Opens SQL Lab in a new browser tab with `request` (a chart's datasource and SQL) in a new
 * editor tab: posts it as the `form_data` field of a form to `POST /sqllab/`, with the session's
 * CSRF token, as Superset's explore does. The server puts the request in the page's bootstrap.
 *
 * @example
 * ```ts
 * await postToSqlLab({ datasourceKey: '3__table', sql: 'SELECT gender, COUNT(*) FROM birth_names GROUP BY gender' });
 * ```
 */
export async function postToSqlLab(request: RequestedQueryPayload, doc: Document = document): Promise<void> {
  const token = await csrfTokens.get();
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = SQL_LAB_FORM_ACTION;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of [['form_data', JSON.stringify(request)], ['csrf_token', token]] as const) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
