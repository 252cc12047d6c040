import { translateDateFormat, type DateFormatDirective, type TemporalFormatConversions } from '@core/plugin-api/index.js';

/** `to_timestamp` template patterns per strftime directive. */
const DIRECTIVES: Readonly<Record<DateFormatDirective, string>> = {
  Y: 'YYYY', y: 'YY', m: 'MM', b: 'Mon', B: 'Month', d: 'DD', j: 'DDD', H: 'HH24', I: 'HH12', p: 'AM', M: 'MI', S: 'SS', f: 'US', a: 'Dy', A: 'Day',
};

/** Literal text of a template: runs holding letters are double-quoted (else they could read as patterns). */
const literalText = (text: string) => (/[A-Za-z]/.test(text) ? `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : text);

/**
 * PostgreSQL: epochs through `to_timestamp` (an instant, read back at UTC); text through
 * `to_timestamp(text, template)` with a `+00` offset appended, so the wall-clock time is kept
 * whatever the session's time zone (no daylight-saving gaps).
 */
export const POSTGRES_TEMPORAL_FORMATS: TemporalFormatConversions = {
  epochSeconds: (sql) => `(to_timestamp(${sql}) AT TIME ZONE 'UTC')`,
  epochMilliseconds: (sql) => `(to_timestamp(${sql} / 1000.0) AT TIME ZONE 'UTC')`,
  parseText: (text, parts, literal) => {
    const template = translateDateFormat(parts, DIRECTIVES, literalText);
    return template === null ? null : `(to_timestamp(${text} || ' +00', ${literal(`${template} TZH`)}) AT TIME ZONE 'UTC')`;
  },
};
