import type { CategoricalColorScale } from './viz-kit/color-schemes.js';

/**
 * What the host hands `transformProps` beyond the response and form data.
 *
 * @example
 * ```ts
 * transformProps: (response, formData, context) => ({
 *   title: context?.verboseMap?.[metricLabel] ?? metricLabel,
 *   color: chartColorScale(formData, context)('boy'),
 * })
 * ```
 */
export interface TransformPropsContext {
  /**
   * Display names of the dataset's metrics and columns by name (`verbose_name`, else a metric's
   * label); legends, axes, tooltips and headers show these instead of raw names like `sum__num`.
   */
  verboseMap?: Readonly<Record<string, string>>;
  /**
   * The colour of each label as the host shares it: on a dashboard, one map for every chart, so a
   * label keeps its colour through filters. Absent, the chart colours from its own form data.
   */
  colorScale?: CategoricalColorScale;
}
