import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';
import { WB_COUNTRIES, WB_REGION_TRENDS, WB_REGIONS } from './wb-health-population-data.js';

const FIRST_YEAR = 1960;
const LAST_YEAR = 2014;

/**
 * World Bank style health and population indicators per country and year, 1960-2014, with
 * Superset's `wb_health_population` column names (indicator codes with dots as underscores).
 * Each country starts from its rounded 2014 figures and is walked back along its region's
 * trends (fewer people, more rural, shorter lives in the past), with a per-country pace;
 * countries with a high HIV prevalence get the life-expectancy dip of the 1990s and 2000s.
 */
export const wbHealthPopulation: ExampleTable = {
  tableName: 'wb_health_population',
  description: 'Population, urbanisation, life expectancy and HIV per country and year, 1960-2014 (synthetic, World Bank indicator names).',
  mainDttmCol: 'year',
  columns: {
    country_name: { verbose_name: 'Country' },
    country_code: { verbose_name: 'Country code', description: 'ISO 3166-1 alpha-3 code.' },
    region: { verbose_name: 'Region', description: 'World Bank region.' },
    year: { verbose_name: 'Year' },
    SP_POP_TOTL: { verbose_name: 'Population, total' },
    SP_POP_GROW: { verbose_name: 'Population growth (annual %)' },
    SP_URB_TOTL: { verbose_name: 'Urban population' },
    SP_URB_TOTL_IN_ZS: { verbose_name: 'Urban population (% of total)' },
    SP_RUR_TOTL: { verbose_name: 'Rural population' },
    SP_RUR_TOTL_ZS: { verbose_name: 'Rural population (% of total)' },
    SP_POP_0014_TO_ZS: { verbose_name: 'Population ages 0-14 (% of total)' },
    SP_POP_65UP_TO_ZS: { verbose_name: 'Population ages 65 and above (% of total)' },
    SP_DYN_LE00_IN: { verbose_name: 'Life expectancy at birth, total (years)' },
    SP_DYN_LE00_FE_IN: { verbose_name: 'Life expectancy at birth, female (years)' },
    SP_DYN_LE00_MA_IN: { verbose_name: 'Life expectancy at birth, male (years)' },
    SP_DYN_CBRT_IN: { verbose_name: 'Birth rate, crude (per 1,000 people)' },
    SP_DYN_CDRT_IN: { verbose_name: 'Death rate, crude (per 1,000 people)' },
    SP_DYN_IMRT_IN: { verbose_name: 'Mortality rate, infant (per 1,000 live births)' },
    SH_DYN_AIDS: { verbose_name: 'Adults (ages 15+) living with HIV', description: 'NULL before 1990.' },
    SH_DYN_AIDS_ZS: { verbose_name: 'Prevalence of HIV, total (% of population ages 15-49)', description: 'NULL before 1990.' },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('sum__SP_POP_TOTL', 'SUM("SP_POP_TOTL")', { verbose_name: 'Population', metric_type: 'sum', d3format: ',.3s' }),
    exampleMetric('sum__SP_RUR_TOTL', 'SUM("SP_RUR_TOTL")', { verbose_name: 'Rural population', metric_type: 'sum', d3format: ',.3s' }),
    exampleMetric('sum__SP_URB_TOTL', 'SUM("SP_URB_TOTL")', { verbose_name: 'Urban population', metric_type: 'sum', d3format: ',.3s' }),
    exampleMetric('sum__SP_RUR_TOTL_ZS', 'SUM("SP_RUR_TOTL_ZS")', { verbose_name: 'Rural population (%)', metric_type: 'sum', d3format: ',.1f' }),
    exampleMetric('sum__SP_DYN_LE00_IN', 'SUM("SP_DYN_LE00_IN")', { verbose_name: 'Life expectancy', metric_type: 'sum', d3format: ',.1f' }),
    exampleMetric('avg__SP_DYN_LE00_IN', 'AVG("SP_DYN_LE00_IN")', { verbose_name: 'Average life expectancy', metric_type: 'avg', d3format: ',.1f' }),
    exampleMetric('sum__SH_DYN_AIDS', 'SUM("SH_DYN_AIDS")', { verbose_name: 'Adults living with HIV', metric_type: 'sum', d3format: ',.3s' }),
  ],
  createSql(target) {
    const R = sqlRandom;
    const rows = WB_COUNTRIES.map((c, i) => {
      const [growth, urbanGain, lifeGain] = WB_REGION_TRENDS[c.region];
      return `(${[
        String(i),
        sqlText.string(c.code),
        sqlText.string(c.name),
        sqlText.string(WB_REGIONS[c.region]),
        ...[c.population2014, c.urban2014, c.life2014, c.hiv2014, growth, urbanGain, lifeGain].map((v) => sqlText.number(v)),
      ].join(', ')})`;
    });
    return [
      `
CREATE TABLE ${target} AS
WITH countries AS (
  SELECT *,
    growth * (0.8 + 0.4 * u_growth) AS g,
    urban_gain * (0.5 + u_urban) AS ug,
    life_gain * (0.7 + 0.6 * u_life) AS lg,
    2.0 + 3.0 * u_gap AS gap
  FROM ${R.withUniforms(
    `(SELECT * FROM (VALUES ${rows.join(',\n    ')}) AS t(i, code, name, region, pop2014, urban2014, life2014, hiv2014, growth, urban_gain, life_gain))`,
    { u_growth: ['i', 91], u_urban: ['i', 92], u_life: ['i', 93], u_gap: ['i', 94] },
  )}
),
years AS (
  SELECT c.*, y.range AS yr, ${LAST_YEAR} - y.range AS back, c.i * 100 + (y.range - 1900) AS k
  FROM countries AS c CROSS JOIN range(${FIRST_YEAR}, ${LAST_YEAR + 1}) AS y
),
shaped AS (
  SELECT *,
    -- Growth was a little faster in the past: the rate rises 0.4% (relative) per year back.
    pop2014 * exp(-g * back * (1 + 0.002 * back)) AS pop,
    g * (1 + 0.004 * back) AS g_year,
    least(100.0, greatest(2.0, urban2014 - CASE WHEN urban2014 >= 97 THEN 0.05 ELSE ug END * back)) AS urban,
    -- HIV prevalence: none before 1982, rising to a plateau in the late 1990s.
    CASE WHEN yr < 1982 THEN 0.0 ELSE hiv2014 * least(1.0, (yr - 1981) / 16.0) END AS hiv,
    greatest(28.0, life2014 - lg * back
      - CASE WHEN hiv2014 > 5 THEN 0.55 * hiv2014 * exp(-pow((yr - 2003) / 7.0, 2)) ELSE 0 END
      + 0.25 * ${R.normal('u_l1', 'u_l2')}) AS life
  FROM ${R.withUniforms('years', { u_l1: ['k', 95], u_l2: ['k', 96] })}
),
aged AS (
  SELECT *, least(28.0, 2 + 18 * pow(greatest(0.0, life - 50) / 33, 2)) AS old_share FROM shaped
),
rates AS (
  -- Deaths: early-life mortality falling with life expectancy, plus the toll of an older population.
  SELECT *, 3.0 + 45.0 * exp(-(life - 30) / 12.0) + 0.25 * old_share AS death_rate FROM aged
)
SELECT
  name AS country_name,
  code AS country_code,
  region,
  make_timestamp(yr, 1, 1, 0, 0, 0) AS year,
  CAST(round(pop) AS DOUBLE) AS "SP_POP_TOTL",
  round(100 * g_year, 3) AS "SP_POP_GROW",
  CAST(round(pop * urban / 100) AS DOUBLE) AS "SP_URB_TOTL",
  round(urban, 3) AS "SP_URB_TOTL_IN_ZS",
  CAST(round(pop) - round(pop * urban / 100) AS DOUBLE) AS "SP_RUR_TOTL",
  round(100 - urban, 3) AS "SP_RUR_TOTL_ZS",
  round(least(50.0, greatest(12.0, 47 - 32 * (life - 45) / 38)), 2) AS "SP_POP_0014_TO_ZS",
  round(old_share, 2) AS "SP_POP_65UP_TO_ZS",
  round(life, 2) AS "SP_DYN_LE00_IN",
  round(life + gap, 2) AS "SP_DYN_LE00_FE_IN",
  round(life - gap, 2) AS "SP_DYN_LE00_MA_IN",
  round(death_rate + 1000 * g_year, 2) AS "SP_DYN_CBRT_IN",
  round(death_rate, 2) AS "SP_DYN_CDRT_IN",
  round(3 + 160 * exp(-(life - 40) / 11.0), 1) AS "SP_DYN_IMRT_IN",
  CASE WHEN yr >= 1990 THEN CAST(round(pop * 0.55 * hiv / 100, -2) AS DOUBLE) END AS "SH_DYN_AIDS",
  CASE WHEN yr >= 1990 THEN round(hiv, 2) END AS "SH_DYN_AIDS_ZS"
FROM rates
ORDER BY i, yr`,
    ];
  },
};
