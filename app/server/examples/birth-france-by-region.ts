import { FRANCE_DEPARTMENTS } from '../../../core/plugin-api/viz-kit/geo/france-departments.js';
import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

const YEARS = Array.from({ length: 12 }, (_, i) => 2003 + i);

/** Births per 1000 inhabitants where a department departs clearly from France's ~12.5. */
const BIRTH_RATE: Record<string, number> = {
  'FR-93': 18.4,
  'FR-95': 15.9,
  'FR-75': 13.6,
  'FR-94': 15.2,
  'FR-92': 15.6,
  'FR-91': 15.0,
  'FR-77': 14.2,
  'FR-78': 13.8,
  'FR-59': 14.1,
  'FR-23': 7.9,
  'FR-58': 8.6,
  'FR-46': 8.7,
  'FR-15': 8.4,
  'FR-19': 9.2,
  'FR-48': 8.9,
  'FR-971': 13.9,
  'FR-972': 11.8,
  'FR-973': 26.5,
  'FR-974': 16.8,
  'FR-976': 36.0,
};

/**
 * Births in each of France's 101 departments from 2003 to 2014, shaped like Superset's
 * `birth_france_by_region` (one column per year, ISO 3166-2 department codes): each
 * department's births follow its population and birth rate, with a mild nationwide rise to
 * 2010 and small yearly fluctuations.
 */
export const birthFranceByRegion: ExampleTable = {
  tableName: 'birth_france_by_region',
  description: "Births per French department and year, 2003-2014, keyed by ISO 3166-2 code (synthetic, sized by each department's population).",
  mainDttmCol: null,
  columns: {
    DEPT_ID: { verbose_name: 'Department code', description: 'ISO 3166-2 code, e.g. FR-75.' },
    ...Object.fromEntries(YEARS.map((y) => [String(y), { verbose_name: `Births ${y}` }])),
    dept_name: { verbose_name: 'Department' },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    ...YEARS.map((y) => exampleMetric(`sum__${y}`, `SUM("${y}")`, { verbose_name: `Births ${y}`, metric_type: 'sum', d3format: ',d' })),
  ],
  createSql(target) {
    const R = sqlRandom;
    const rows = FRANCE_DEPARTMENTS.map(
      (d, i) =>
        `(${i}, ${sqlText.string(d.iso)}, ${sqlText.string(d.name)}, ${sqlText.number(d.populationThousands)}, ${sqlText.number(BIRTH_RATE[d.iso] ?? 0)})`,
    );
    const yearColumns = YEARS.map((y) => {
      const k = y - 2003;
      // Nationwide: births rose about 4% to 2010, then eased.
      const nation = 1 + 0.006 * Math.min(k, 7) - 0.004 * Math.max(0, k - 7);
      return `CAST(round(population * rate * ${nation} * (1 + 0.03 * (u_${y} - 0.5))) AS BIGINT) AS "${y}"`;
    });
    const streams = Object.fromEntries(YEARS.map((y) => [`u_${y}`, [`i * 100 + ${y - 2000}`, 81] as const]));
    return [
      `
CREATE TABLE ${target} AS
WITH departments AS (
  SELECT i, dept_id, dept_name, population,
    CASE WHEN known_rate > 0 THEN known_rate ELSE 10.5 + 3.5 * u_rate END AS rate
  FROM ${R.withUniforms(`(SELECT * FROM (VALUES ${rows.join(', ')}) AS t(i, dept_id, dept_name, population, known_rate))`, { u_rate: ['i', 80] })}
)
SELECT dept_id AS "DEPT_ID", ${yearColumns.join(', ')}, dept_name
FROM ${R.withUniforms('departments', streams)}
ORDER BY i`,
    ];
  },
};
