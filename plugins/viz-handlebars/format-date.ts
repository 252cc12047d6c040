const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TOKENS = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|dd|d|HH|H|hh|h|mm|m|ss|s|SSS|A|a|ZZ|Z|X|x|Q/g;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A date from what templates hand the date helpers: epoch milliseconds, an ISO string or a Date. */
export function toTemplateDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value === 'bigint') return new Date(Number(value));
  if (typeof value === 'string' && value.trim() !== '') {
    const numeric = Number(value);
    const date = Number.isFinite(numeric) && /^-?\d+(\.\d+)?$/.test(value.trim()) ? new Date(numeric) : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/**
 * A date written with Day.js / Moment format tokens (`YYYY-MM-DD`, `MMMM YYYY`, `ddd HH:mm`,
 * `[Q]Q`…), in UTC like the rest of Tessera's dates; text in brackets is kept as is. A value
 * that is not a date gives 'Invalid Date', as Day.js does.
 *
 * @example
 * formatTemplateDate(Date.UTC(2024, 2, 5, 14, 7), 'ddd D MMM YYYY, h:mm A'); // 'Tue 5 Mar 2024, 2:07 PM'
 */
export function formatTemplateDate(value: unknown, format = 'YYYY-MM-DD'): string {
  const date = toTemplateDate(value);
  if (!date) return 'Invalid Date';
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  const weekday = date.getUTCDay();
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  const seconds = date.getUTCSeconds();
  const millis = date.getUTCMilliseconds();
  return format.replace(TOKENS, (token, escaped: string | undefined) => {
    if (escaped !== undefined) return escaped;
    switch (token) {
      case 'YYYY':
        return String(year);
      case 'YY':
        return pad(year % 100);
      case 'MMMM':
        return MONTHS[month]!;
      case 'MMM':
        return MONTHS[month]!.slice(0, 3);
      case 'MM':
        return pad(month + 1);
      case 'M':
        return String(month + 1);
      case 'DD':
        return pad(day);
      case 'D':
        return String(day);
      case 'dddd':
        return DAYS[weekday]!;
      case 'ddd':
        return DAYS[weekday]!.slice(0, 3);
      case 'dd':
        return DAYS[weekday]!.slice(0, 2);
      case 'd':
        return String(weekday);
      case 'HH':
        return pad(hours);
      case 'H':
        return String(hours);
      case 'hh':
        return pad(hours % 12 || 12);
      case 'h':
        return String(hours % 12 || 12);
      case 'mm':
        return pad(minutes);
      case 'm':
        return String(minutes);
      case 'ss':
        return pad(seconds);
      case 's':
        return String(seconds);
      case 'SSS':
        return pad(millis, 3);
      case 'A':
        return hours < 12 ? 'AM' : 'PM';
      case 'a':
        return hours < 12 ? 'am' : 'pm';
      case 'Z':
        return '+00:00';
      case 'ZZ':
        return '+0000';
      case 'X':
        return String(Math.floor(date.getTime() / 1000));
      case 'x':
        return String(date.getTime());
      case 'Q':
        return String(Math.floor(month / 3) + 1);
      default:
        return token;
    }
  });
}
