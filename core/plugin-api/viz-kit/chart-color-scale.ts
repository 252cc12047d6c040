import type { TransformPropsContext } from '../transform-props-context.js';
import { getCategoricalColorScale, type CategoricalColorScale } from './color-schemes.js';

/**
 * The colour scale a chart draws with: the host's shared scale when it gives one (a dashboard),
 * else one from the chart's `color_scheme` and `label_colors`.
 */
export function chartColorScale(formData: { color_scheme?: string | null; label_colors?: Readonly<Record<string, string>> | null }, context?: TransformPropsContext): CategoricalColorScale {
  return context?.colorScale ?? getCategoricalColorScale(formData.color_scheme, formData.label_colors);
}
