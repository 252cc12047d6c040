import type { PieLabelType } from './pie-controls.js';

/**
 * The text of a slice label for a label type.
 *
 * @example
 * sliceLabel('key_value_percent', 'boy', '12.3k', '48.2%'); // 'boy: 12.3k (48.2%)'
 */
export function sliceLabel(labelType: PieLabelType, name: string, formattedValue: string, formattedPercent: string): string {
  switch (labelType) {
    case 'value':
      return formattedValue;
    case 'percent':
      return formattedPercent;
    case 'key_value':
      return `${name}: ${formattedValue}`;
    case 'key_percent':
      return `${name}: ${formattedPercent}`;
    case 'key_value_percent':
      return `${name}: ${formattedValue} (${formattedPercent})`;
    default:
      return name;
  }
}
