// The React pieces charts share (see docs/architecture.md): a plugin imports them from here,
// and everything React-free from @core/plugin-api.
export { ChartLegend } from './ChartLegend.js';
export type { ChartLegendItem, ChartLegendProps } from './ChartLegend.js';
export { ChartTooltip, TOOLTIP_FONT_SIZE } from './ChartTooltip.js';
export type { ChartTooltipProps, TooltipColors, TooltipContent, TooltipLine, TooltipRow } from './ChartTooltip.js';
export { ColorRampLegend } from './ColorRampLegend.js';
export type { ColorRamp, ColorRampLegendProps } from './ColorRampLegend.js';
