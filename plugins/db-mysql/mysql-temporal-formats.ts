import { translateDateFormat, type DateFormatDirective, type TemporalFormatConversions } from '@core/plugin-api/index.js';

/** `STR_TO_DATE` specifiers per strftime directive (MySQL spells minutes `%i`, 12-hour `%h`, month names `%M`). */
const DIRECTIVES: Readonly<Record<DateFormatDirective, string>> = {
  Y: '%Y', y: '%y', m: '%m', b: '%b', B: '%M', d: '%d', j: '%j', H: '%H', I: '%h', p: '%p', M: '%i', S: '%s', f: '%f', a: '%a', A: '%W',
};

const EPOCH = "TIMESTAMP '1970-01-01 00:00:00'";

/**
 * MySQL/MariaDB: epochs as microseconds added to 1970-01-01 (independent of the session's time
 * zone, and before 1970 too, unlike FROM_UNIXTIME); text through `STR_TO_DATE`. STR_TO_DATE
 * leaves a month or day the pattern lacks at 0 (`2010` reads as 2010-00-00), so missing ones are
 * appended as `01` first.
 */
export const MYSQL_TEMPORAL_FORMATS: TemporalFormatConversions = {
  epochSeconds: (sql) => `TIMESTAMPADD(MICROSECOND, ROUND(${sql} * 1000000), ${EPOCH})`,
  epochMilliseconds: (sql) => `TIMESTAMPADD(MICROSECOND, ROUND(${sql} * 1000), ${EPOCH})`,
  parseText: (text, parts, literal) => {
    const used = new Set(parts.flatMap((p) => ('directive' in p ? [p.directive] : [])));
    const hasMonth = used.has('m') || used.has('b') || used.has('B') || used.has('j');
    const hasDay = used.has('d') || used.has('j');
    const filler = [...(hasMonth ? [] : [' %m']), ...(hasDay ? [] : [' %d'])];
    const pattern = translateDateFormat(parts, DIRECTIVES, (t) => t.replaceAll('%', '%%'));
    if (pattern === null) return null;
    const input = filler.length === 0 ? text : `CONCAT(${text}, ${literal(' 01'.repeat(filler.length))})`;
    return `TIMESTAMP(STR_TO_DATE(${input}, ${literal(pattern + filler.join(''))}))`;
  },
};
