import { parseDatasourceKey } from '../../chart/datasource-key';

/** The request explore opens with, from the page URL (spec §2 URL parameters). */
export function exploreContextParams(search: URLSearchParams, permalinkKey: string | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (permalinkKey) params.set('permalink_key', permalinkKey);
  for (const name of ['slice_id', 'datasource_id', 'datasource_type', 'dashboard_id', 'form_data_key']) {
    const value = search.get(name);
    if (value) params.set(name, value);
  }
  const datasource = parseDatasourceKey(search.get('datasource'));
  if (datasource && !params.has('datasource_id')) {
    params.set('datasource_id', String(datasource.id));
    params.set('datasource_type', datasource.type);
  }
  return params;
}
