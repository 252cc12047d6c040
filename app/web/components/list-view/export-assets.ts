/** The resources whose export route answers Superset's bundle (a ZIP of YAML files). */
export type ExportResource = 'dashboard' | 'chart' | 'dataset' | 'database' | 'saved_query';

/** `GET /api/v1/<resource>/export/?q=!(ids)`: the bundle of the given objects and what they need. */
export function exportUrl(resource: ExportResource, ids: readonly number[]): string {
  return `/api/v1/${resource}/export/?q=${encodeURIComponent(`!(${ids.join(',')})`)}`;
}

/**
 * Downloads the bundle of the given objects through an `<a download>`: the server names the file
 * (`<resource>_export_<stamp>.zip`) and the page stays where it is.
 */
export function downloadExport(resource: ExportResource, ids: readonly number[]): void {
  if (ids.length === 0) return;
  const link = document.createElement('a');
  link.href = exportUrl(resource, ids);
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
