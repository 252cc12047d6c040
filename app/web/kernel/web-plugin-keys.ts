/**
 * The keys of the web app's plugins (`WEB_PLUGINS`), without loading them: the server reads this
 * list so that `PLUGINS_ENABLED` / `PLUGINS_DISABLED` naming a viz or filter plugin is not
 * reported as a typo. A test keeps it equal to `WEB_PLUGINS`.
 */
export const WEB_PLUGIN_KEYS: readonly string[] = [
  'viz-table',
  'viz-timeseries',
  'viz-big-number',
  'viz-pie',
  'viz-pivot-table',
  'filter-select',
  'filter-range',
  'filter-time',
  'filter-timecolumn',
  'filter-timegrain',
];
