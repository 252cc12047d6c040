/** One operator of a query plan, as the cost estimate table shows it. */
export interface PlanStep {
  operator: string;
  details: string;
  /** The engine's row estimate, e.g. `30,185`; null when it gives none. */
  estimatedRows: string | null;
}

const ROWS = /^~\s*([\d,.]+[KMB]?)\s+rows?$/i;
const CONTINUES = /^[.),\]]/;

/** The text inside one box: its lines between the borders, a line filling the width continuing on the next. */
function boxSteps(lines: readonly string[]): PlanStep | null {
  const width = Math.max(0, ...lines.map((line) => line.length));
  const texts: string[] = [];
  let continuing = false;
  for (const line of lines) {
    const text = line.trim();
    if (/^─+$/.test(text)) {
      continuing = false;
      texts.push('');
      continue;
    }
    if (continuing && texts.length > 0) texts[texts.length - 1] += text;
    else texts.push(text);
    continuing = line.trim().length >= width && width > 0;
  }
  const [operator, ...rest] = texts.filter((text, index) => index === 0 || text !== '' || texts[index - 1] !== '');
  if (!operator) return null;
  let estimatedRows: string | null = null;
  const details: string[] = [];
  for (const text of rest) {
    const rows = ROWS.exec(text);
    if (rows) estimatedRows = rows[1]!;
    // DuckDB also wraps long expressions before a `.` or `)`: such a line continues the one above.
    else if (CONTINUES.test(text) && details.length > 0) details[details.length - 1] += text;
    else if (text !== '') details.push(text);
  }
  return { operator, details: details.join(' '), estimatedRows };
}

/**
 * DuckDB's EXPLAIN drawing (boxes of `┌─┐│└┘`, side by side where a join has two inputs) as a
 * list of steps, top to bottom and left to right; empty when the text is not such a drawing.
 */
export function planSteps(plan: string): PlanStep[] {
  const lines = plan.split('\n');
  const steps: PlanStep[] = [];
  for (let top = 0; top < lines.length; top += 1) {
    const line = lines[top]!;
    if (!line.includes('┌')) continue;
    // Each box of this row spans from its ┌ to its ┐, the same columns on every line down to its └.
    const spans: [number, number][] = [];
    for (let start = line.indexOf('┌'); start >= 0; start = line.indexOf('┌', start + 1)) {
      const end = line.indexOf('┐', start);
      if (end > start) spans.push([start, end]);
    }
    let bottom = top + 1;
    while (bottom < lines.length && !lines[bottom]!.includes('└')) bottom += 1;
    for (const [start, end] of spans) {
      const inner = lines.slice(top + 1, bottom).map((row) => row.slice(start + 1, end)).filter((row) => !row.includes('┴') && !row.includes('┬'));
      const step = boxSteps(inner);
      if (step) steps.push(step);
    }
    top = bottom;
  }
  return steps;
}
