import { getNumberFormatter } from '@core/plugin-api/index.js';
import type { FunnelLabelType, PercentCalculationType } from './funnel-controls.js';

/** Writes step percentages: two decimals, as Superset's funnel does. */
export const formatPercent = getNumberFormatter('.2%');

/**
 * Each step's percentage (0–1) for a calculation type: of the first step, of the previous step
 * (the first step is 100%), or of the total of all steps. A step measured against zero gets 0.
 *
 * @example
 * stepPercents([200, 100, 50], 'prev_step'); // [1, 0.5, 0.5]
 */
export function stepPercents(values: readonly number[], type: PercentCalculationType): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  const ratio = (value: number, base: number | undefined) => (base !== undefined && base !== 0 ? value / base : 0);
  return values.map((value, index) => {
    if (type === 'total') return ratio(value, total);
    if (type === 'prev_step') return index === 0 ? 1 : ratio(value, values[index - 1]);
    return ratio(value, values[0]);
  });
}

/**
 * The text of a step label or tooltip for a label type.
 *
 * @example
 * funnelLabel(5, 'Visited', '1.2k', '48.00%'); // 'Visited: 1.2k (48.00%)'
 */
export function funnelLabel(type: FunnelLabelType, name: string, formattedValue: string, formattedPercent: string): string {
  switch (type) {
    case 1:
      return formattedValue;
    case 2:
      return formattedPercent;
    case 3:
      return `${name}: ${formattedValue}`;
    case 4:
      return `${name}: ${formattedPercent}`;
    case 5:
      return `${name}: ${formattedValue} (${formattedPercent})`;
    case 6:
      return `${formattedValue} (${formattedPercent})`;
    default:
      return name;
  }
}

/** Whether a label type shows the category, the value, the percentage. */
export function labelParts(type: FunnelLabelType): { name: boolean; value: boolean; percent: boolean } {
  return { name: [0, 3, 4, 5].includes(type), value: [1, 3, 5, 6].includes(type), percent: [2, 4, 5, 6].includes(type) };
}
