import { utcDay, utcHour, utcMinute, utcMonday, utcMonth, utcYear, type CountableTimeInterval } from 'd3';

/** Time units of domains (the blocks) and subdomains (the cells), Superset's values. */
export const GRANULARITIES = ['min', 'hour', 'day', 'week', 'month', 'year'] as const;
/** One of {@link GRANULARITIES}, smallest first. */
export type Granularity = (typeof GRANULARITIES)[number];

/** The UTC interval of each unit; weeks start on Monday. */
export const INTERVALS: Readonly<Record<Granularity, CountableTimeInterval>> = {
  min: utcMinute,
  hour: utcHour,
  day: utcDay,
  week: utcMonday,
  month: utcMonth,
  year: utcYear,
};

/** One cell of a calendar block: its instant, its place in the block's grid and its value. */
export interface CalendarCell {
  time: number;
  col: number;
  row: number;
  value: number | null;
}

/** One block of a calendar: a domain period with its grid of subdomain cells. */
export interface CalendarDomain {
  start: number;
  cols: number;
  rows: number;
  cells: CalendarCell[];
}

const rank = (unit: Granularity) => GRANULARITIES.indexOf(unit);

/** The cell unit actually used: `subdomain` when it is smaller than `domain`, else the next unit below the domain. */
export function effectiveSubdomain(domain: Granularity, subdomain: Granularity): Granularity {
  if (rank(subdomain) < rank(domain)) return subdomain;
  return GRANULARITIES[Math.max(0, rank(domain) - 1)]!;
}

/** Where a cell goes in its block: columns of weeks with weekday rows for days, as a calendar reads. */
function place(domain: Granularity, subdomain: Granularity, start: Date, time: Date): { col: number; row: number } {
  switch (subdomain) {
    case 'day':
      return { col: utcMonday.count(utcMonday.floor(start), time), row: (time.getUTCDay() + 6) % 7 };
    case 'week':
      return { col: utcMonday.count(utcMonday.floor(start), time), row: 0 };
    case 'month':
      return { col: time.getUTCMonth(), row: 0 };
    case 'hour':
      return domain === 'day' ? { col: Math.floor(time.getUTCHours() / 6), row: time.getUTCHours() % 6 } : { col: utcDay.count(start, time), row: time.getUTCHours() };
    default:
      return domain === 'hour'
        ? { col: Math.floor(time.getUTCMinutes() / 10), row: time.getUTCMinutes() % 10 }
        : { col: utcHour.count(start, time), row: time.getUTCMinutes() };
  }
}

/**
 * The calendar blocks from the first to the last period with data (the most recent `maxCells`
 * cells' worth when there are more): each domain period with one cell per subdomain period, laid
 * out in a grid (days in weekday rows and week columns, months in a row, hours and minutes in
 * columns), holding its value when there is one. Instants are UTC epoch milliseconds and are
 * floored to the subdomain, so values line up whatever day a database starts its weeks on.
 */
export function calendarDomains(values: ReadonlyMap<number, number>, domain: Granularity, subdomain: Granularity, maxCells = 6000): { domains: CalendarDomain[]; skipped: number } {
  const sub = effectiveSubdomain(domain, subdomain);
  const domainInterval = INTERVALS[domain];
  const subInterval = INTERVALS[sub];
  const floored = new Map<number, number>();
  for (const [time, value] of values) {
    const key = subInterval.floor(new Date(time)).getTime();
    floored.set(key, (floored.get(key) ?? 0) + value);
  }
  if (floored.size === 0) return { domains: [], skipped: 0 };
  let min = Infinity;
  let max = -Infinity;
  for (const time of floored.keys()) {
    if (time < min) min = time;
    if (time > max) max = time;
  }
  const first = domainInterval.floor(new Date(min));
  const last = domainInterval.floor(new Date(max));
  const starts = domainInterval.range(first, domainInterval.offset(last, 1));
  const domains: CalendarDomain[] = [];
  let cellCount = 0;
  let skipped = 0;
  for (let i = starts.length - 1; i >= 0; i--) {
    const start = starts[i]!;
    const end = domainInterval.offset(start, 1);
    const instants = sub === 'week' ? subInterval.range(subInterval.floor(start), end) : subInterval.range(start, end);
    if (domains.length > 0 && cellCount + instants.length > maxCells) {
      skipped = i + 1;
      break;
    }
    cellCount += instants.length;
    let cols = 0;
    let rows = 0;
    const cells = instants.map((time): CalendarCell => {
      const { col, row } = place(domain, sub, start, time);
      cols = Math.max(cols, col + 1);
      rows = Math.max(rows, row + 1);
      return { time: time.getTime(), col, row, value: floored.get(time.getTime()) ?? null };
    });
    if (sub === 'day') rows = 7;
    domains.unshift({ start: start.getTime(), cols, rows, cells });
  }
  return { domains, skipped };
}
