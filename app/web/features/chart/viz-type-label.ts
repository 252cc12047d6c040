/** Superset's names of the visualization types charts are most often saved with. */
const VIZ_TYPE_NAMES: Readonly<Record<string, string>> = {
  table: 'Table',
  big_number_total: 'Big Number',
  big_number: 'Big Number with Trendline',
  echarts_timeseries: 'Generic Chart',
  echarts_timeseries_line: 'Line Chart',
  echarts_timeseries_bar: 'Bar Chart',
  echarts_area: 'Area Chart',
  echarts_timeseries_scatter: 'Scatter Plot',
  echarts_timeseries_smooth: 'Smooth Line',
  echarts_timeseries_step: 'Stepped Line',
  line: 'Line Chart',
  bar: 'Bar Chart',
  area: 'Area Chart',
  scatter: 'Scatter Plot',
  pie: 'Pie Chart',
  pivot_table_v2: 'Pivot Table',
};

/** What names a stored viz key: the viz registry, which also resolves legacy keys. */
export interface VizTypeNames {
  resolve(key: string): { name: string } | undefined;
}

/**
 * A viz type's display name: the name of the registered type that opens it (a legacy key such
 * as `dist_bar` reads as the type it opens as), else Superset's name for the common types, else
 * the key made readable (`box_plot` → "Box plot"), so a type whose plugin is off still reads.
 */
export function vizTypeLabel(vizType: string | null | undefined, vizTypes?: VizTypeNames): string {
  if (!vizType) return '—';
  const registered = vizTypes?.resolve(vizType)?.name;
  if (registered) return registered;
  const known = VIZ_TYPE_NAMES[vizType];
  if (known) return known;
  const words = vizType.replace(/^echarts_/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
