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

/**
 * A viz type's display name: Superset's name for the common types, otherwise the key made
 * readable (`box_plot` → "Box plot"), so a type from a plugin this page does not know still reads.
 */
export function vizTypeLabel(vizType: string | null | undefined): string {
  if (!vizType) return '—';
  const known = VIZ_TYPE_NAMES[vizType];
  if (known) return known;
  const words = vizType.replace(/^echarts_/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
