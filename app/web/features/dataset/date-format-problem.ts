/** The strftime directives the query engine reads in a column's datetime format. */
const DIRECTIVES = new Set(['Y', 'y', 'm', 'b', 'B', 'd', 'j', 'H', 'I', 'p', 'M', 'S', 'f', 'a', 'A']);

/**
 * What is wrong with a column's datetime format (`python_date_format`), or null when queries can
 * read it: `epoch_s`, `epoch_ms`, or a pattern of readable directives (`%%` for a percent sign)
 * with at least one directive. Empty means no format.
 *
 * @example
 * dateFormatProblem('%Y-%m-%d'); // null
 * dateFormatProblem('%Y-%W'); // 'Queries cannot read %W: …'
 */
export function dateFormatProblem(format: string): string | null {
  const text = format.trim();
  if (text === '' || text === 'epoch_s' || text === 'epoch_ms') return null;
  let directives = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '%') continue;
    const next = text[i + 1];
    i++;
    if (next === '%') continue;
    if (next === undefined || !DIRECTIVES.has(next)) {
      return `Queries cannot read ${next === undefined ? 'a lone %' : `%${next}`}: use epoch_s, epoch_ms or %Y %y %m %b %B %d %j %H %I %p %M %S %f %a %A`;
    }
    directives++;
  }
  return directives === 0 ? 'A datetime format needs a directive such as %Y, or epoch_s / epoch_ms' : null;
}
