import { SMART_DATE, getTimeFormatter, toDate, type TimeFormatter } from '@core/plugin-api/index.js';

const dateOnly = getTimeFormatter('%b %-d, %Y');
const dateTime = getTimeFormatter('%b %-d, %Y %H:%M');

/**
 * A formatter for one instant shown on its own (a big number's period, a tooltip). The adaptive
 * `smart_date` format is made for axis ticks, where neighbours give context ("Tue 05"); alone, an
 * instant needs its full date, so the adaptive format writes "Mar 5, 2024" (and the time when it
 * is not midnight). Any other specifier is used as given.
 */
export function getInstantFormatter(specifier?: string | null): TimeFormatter {
  if (specifier && specifier.trim() !== '' && specifier !== SMART_DATE) return getTimeFormatter(specifier);
  return (value) => {
    const date = value === null || value === undefined ? undefined : toDate(value);
    if (!date) return value === null || value === undefined ? 'N/A' : String(value);
    const midnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0;
    return midnight ? dateOnly(date) : dateTime(date);
  };
}
