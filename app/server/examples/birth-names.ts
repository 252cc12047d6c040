import { birthNamesData } from './birth-names-data.js';
import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

const FIRST_YEAR = 1965;
const LAST_YEAR = 2008;
/** Names with fewer births than this in a state and year are left out (as in public records). */
const MIN_BIRTHS = 250;
/** Share of all births that go to the listed names. */
const COVERAGE = 0.4;

function birthsByYear(): number[] {
  const anchors = birthNamesData.birthsMillions;
  const out: number[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    const next = anchors.findIndex(([y]) => y >= year);
    const [y1, v1] = anchors[Math.max(0, next)] ?? [year, 4];
    const [y0, v0] = anchors[Math.max(0, next - 1)] ?? [y1, v1];
    out.push(y1 === y0 ? v1 : v0 + ((v1 - v0) * (year - y0)) / (y1 - y0));
  }
  return out.map((v) => Math.round(v * 1000) / 1000);
}

interface NameRow {
  gender: 'boy' | 'girl';
  name: string;
  rank: number;
  peak: number;
}

function nameRows(): NameRow[] {
  return (['boy', 'girl'] as const).flatMap((gender) =>
    birthNamesData[gender].map(([name, peak], rank) => ({ gender, name, rank, peak })),
  );
}

/**
 * Births per first name, gender, US state and year. Each name follows a bell-shaped
 * popularity curve around its historical peak year (so old names fade and new ones rise),
 * scaled by the state's population (which drifts over time) and national births per year,
 * with a stable per-state taste for each name and a little year-to-year noise.
 */
export const birthNames: ExampleTable = {
  tableName: 'birth_names',
  description:
    'Births per first name, gender and US state, yearly from 1965 to 2008 (synthetic, shaped like public baby-name records).',
  mainDttmCol: 'ds',
  columns: {
    ds: { verbose_name: 'Year', description: 'First day of the birth year.' },
    gender: { verbose_name: 'Gender', description: "'boy' or 'girl'." },
    name: { verbose_name: 'Name', description: 'First name given at birth.' },
    num: { verbose_name: 'Births', description: 'Number of births with this name.' },
    state: { verbose_name: 'State', description: 'Two-letter US state code.' },
    num_boys: { verbose_name: 'Boys', description: 'Births counted as boys (num when gender is boy).' },
    num_girls: { verbose_name: 'Girls', description: 'Births counted as girls (num when gender is girl).' },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('sum__num', 'SUM(num)', { verbose_name: 'Births', metric_type: 'sum', d3format: ',d' }),
    exampleMetric('sum__num_boys', 'SUM(num_boys)', { verbose_name: 'Boys', metric_type: 'sum', d3format: ',d' }),
    exampleMetric('sum__num_girls', 'SUM(num_girls)', { verbose_name: 'Girls', metric_type: 'sum', d3format: ',d' }),
    exampleMetric('avg__num', 'AVG(num)', { verbose_name: 'Average births per row', metric_type: 'avg', d3format: ',.1f' }),
    exampleMetric('count_distinct__name', 'COUNT(DISTINCT name)', {
      verbose_name: 'Distinct names',
      metric_type: 'count_distinct',
      d3format: ',d',
    }),
  ],
  createSql(target) {
    // One row per (year, state, name) from a single range(); lookups are constant lists.
    const names = nameRows();
    const states = birthNamesData.states;
    const nNames = names.length;
    const nStates = states.length;
    const nYears = LAST_YEAR - FIRST_YEAR + 1;
    const list = {
      births: sqlText.numberList(birthsByYear()),
      state: sqlText.stringList(states.map(([code]) => code)),
      pop: sqlText.numberList(states.map(([, pop]) => pop)),
      growth: sqlText.numberList(states.map(([, , growth]) => growth)),
      gender: sqlText.stringList(names.map((n) => n.gender)),
      name: sqlText.stringList(names.map((n) => n.name)),
      rank: sqlText.numberList(names.map((n) => n.rank)),
      peak: sqlText.numberList(names.map((n) => n.peak)),
    };
    const year = `(y + ${FIRST_YEAR})`;
    const R = sqlRandom;
    return [
      `
CREATE TABLE ${target} AS
WITH cells AS (
  SELECT
    CAST(range // ${nStates * nNames} AS INTEGER) AS y,
    CAST((range // ${nNames}) % ${nStates} AS INTEGER) + 1 AS s,
    CAST(range % ${nNames} AS INTEGER) + 1 AS n
  FROM range(${nYears * nStates * nNames})
),
weighted AS (
  SELECT
    y, s, n,
    ${list.gender}[n] AS gender,
    -- Babies of one gender born in the state that year...
    ${list.births}[y + 1] * 1e6 * 0.5
      * ${list.pop}[s] * (1 + ${list.growth}[s] * (${year} - 1986) / 22.0) / 281.0 AS babies,
    -- ...and the name's appeal: base appeal by rank, a bell curve around its peak year, the
    -- state's lasting taste for it and some year-to-year noise.
    1.0 / (1 + ${list.rank}[n] / 6.0)
      * exp(-0.5 * pow((${year} - ${list.peak}[n]) / (8.0 + 14.0 * u_width), 2))
      * exp(0.35 * ${R.normal('u_taste1', 'u_taste2')})
      * exp(0.08 * ${R.normal('u_noise1', 'u_noise2')}) AS appeal_raw
  FROM ${R.withUniforms('cells', {
    u_width: ['n', 11],
    u_taste1: ['s * 1000 + n', 12],
    u_taste2: ['s * 1000 + n', 112],
    u_noise1: ['(y * 100 + s) * 1000 + n', 13],
    u_noise2: ['(y * 100 + s) * 1000 + n', 113],
  })}
),
-- Appeal as an exact DECIMAL, so the per-partition sum below cannot depend on the order in
-- which parallel threads add it up.
exact AS (
  SELECT y, s, n, gender, babies, CAST(appeal_raw AS DECIMAL(18, 12)) AS appeal FROM weighted
),
-- The listed names share COVERAGE of the births per state, year and gender.
shared AS (
  SELECT y, s, n, gender,
    babies * ${COVERAGE} * CAST(appeal AS DOUBLE)
      / CAST(sum(appeal) OVER (PARTITION BY y, s, gender) AS DOUBLE) AS births
  FROM exact
)
SELECT
  CAST(make_date(CAST(${year} AS INTEGER), 1, 1) AS TIMESTAMP) AS ds,
  gender,
  ${list.name}[n] AS name,
  CAST(round(births) AS BIGINT) AS num,
  ${list.state}[s] AS state,
  CAST(CASE WHEN gender = 'boy' THEN round(births) ELSE 0 END AS BIGINT) AS num_boys,
  CAST(CASE WHEN gender = 'girl' THEN round(births) ELSE 0 END AS BIGINT) AS num_girls
FROM shared
WHERE round(births) >= ${MIN_BIRTHS}
ORDER BY y, s, n`,
    ];
  },
};
