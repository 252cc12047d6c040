import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

const ROWS = 300;

/** Developer countries with their IOC codes and a weight for how many candidates they carry. */
const COUNTRIES: ReadonlyArray<readonly [name: string, ioc: string, weight: number]> = [
  ['United States', 'USA', 30], ['China', 'CHN', 14], ['United Kingdom', 'GBR', 9], ['Germany', 'GER', 6], ['India', 'IND', 7],
  ['Canada', 'CAN', 5], ['France', 'FRA', 4], ['Russia', 'RUS', 5], ['Japan', 'JPN', 4], ['Australia', 'AUS', 4],
  ['South Korea', 'KOR', 4], ['Italy', 'ITA', 3], ['Israel', 'ISR', 3], ['Switzerland', 'SUI', 3], ['Brazil', 'BRA', 2],
  ['Netherlands', 'NED', 2], ['Spain', 'ESP', 2], ['Cuba', 'CUB', 2], ['Taiwan', 'TPE', 2], ['Singapore', 'SGP', 2],
];
const STAGES = ['Pre-clinical', 'Phase I', 'Phase I/II', 'Phase II', 'Phase III', 'Authorized'];
const STAGE_WEIGHTS = [42, 14, 12, 11, 13, 8];
const CATEGORIES = [
  ['Vaccine', 'RNA-based vaccine'], ['Vaccine', 'DNA-based vaccine'], ['Vaccine', 'Inactivated virus'], ['Vaccine', 'Protein subunit'],
  ['Vaccine', 'Non-replicating viral vector'], ['Vaccine', 'Virus-like particle'], ['Treatment', 'Antibodies'], ['Treatment', 'Antivirals'],
  ['Treatment', 'Cell-based therapies'], ['Treatment', 'RNA-based treatments'], ['Treatment', 'Devices'], ['Treatment', 'Other'],
] as const;
const CATEGORY_WEIGHTS = [9, 4, 6, 12, 7, 3, 14, 12, 6, 3, 3, 8];
const FUNDERS = ['Government grant', 'Public-private partnership', 'Private investors', 'University funds', 'International coalition', 'Philanthropic foundation', 'Unknown'];
const NEXT_STEPS = ['Start of a Phase I trial planned', 'Enrolment of a larger trial under way', 'Awaiting regulatory review', 'Scale-up of manufacturing', 'Results expected next quarter', 'Rolling submission to regulators'];
const NAME_PARTS = ['Bio', 'Gen', 'Vax', 'Cure', 'Immuno', 'Thera', 'Cell', 'Nova', 'Helix', 'Prime'];
const NAME_ENDS = ['Tech', 'Pharma', 'Therapeutics', 'Labs', 'Sciences', 'Biologics', 'Medical', 'Health'];

/**
 * Superset's `covid_vaccines` table: candidate COVID-19 vaccines and treatments by developer,
 * country, product category and stage of development, as tracked in 2020-2021. Developers and
 * products are invented; the stage and category mix follows the shape of such trackers (most
 * candidates pre-clinical, a few authorized). Columns and types are Superset's, including the
 * numeric `fda_approved_indications` (mostly NULL) and the date of the last update as text.
 */
export const covidVaccines: ExampleTable = {
  tableName: 'covid_vaccines',
  description: 'Candidate COVID-19 vaccines and treatments by developer, country, category and stage of development (synthetic).',
  mainDttmCol: null,
  columns: {
    developer_or_researcher: { verbose_name: 'Developer or researcher' },
    treatment_vs_vaccine: { verbose_name: 'Treatment or vaccine' },
    product_category: { verbose_name: 'Product category' },
    stage_of_development: { verbose_name: 'Stage of development' },
    anticipated_next_steps: { verbose_name: 'Anticipated next steps' },
    product_description: { verbose_name: 'Product description' },
    clinical_trials: { verbose_name: 'Clinical trials', description: 'Trial registry identifiers, comma-separated.' },
    funder: { verbose_name: 'Funder' },
    published_results: { verbose_name: 'Published results' },
    clinical_trials_for_other_diseases_or_related_use: { verbose_name: 'Trials for other diseases' },
    fda_approved_indications: { verbose_name: 'FDA-approved indications', description: 'Count of approved indications; NULL when none is known.' },
    sources: { verbose_name: 'Sources' },
    date_last_updated: { verbose_name: 'Last updated', description: 'Date as text, YYYY-MM-DD.' },
    country_name: { verbose_name: 'Country' },
    ioc_country_code: { verbose_name: 'IOC country code' },
  },
  metrics: [exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)' })],
  createSql(target) {
    const R = sqlRandom;
    const list = {
      country: sqlText.stringList(COUNTRIES.map((c) => c[0])),
      ioc: sqlText.stringList(COUNTRIES.map((c) => c[1])),
      stage: sqlText.stringList(STAGES),
      kind: sqlText.stringList(CATEGORIES.map((c) => c[0])),
      category: sqlText.stringList(CATEGORIES.map((c) => c[1])),
      funder: sqlText.stringList(FUNDERS),
      next: sqlText.stringList(NEXT_STEPS),
      part: sqlText.stringList(NAME_PARTS),
      end: sqlText.stringList(NAME_ENDS),
    };
    return [
      `
CREATE TABLE ${target} AS
WITH drawn AS (
  SELECT i,
    ${R.pick('u_country', COUNTRIES.map((c) => c[2]))} AS c,
    ${R.pick('u_stage', STAGE_WEIGHTS)} AS s,
    ${R.pick('u_category', CATEGORY_WEIGHTS)} AS k,
    u_part, u_end, u_funder, u_next, u_trials, u_published, u_other, u_fda, u_day
  FROM ${R.withUniforms(`(SELECT range AS i FROM range(${ROWS}))`, {
    u_country: ['i', 431], u_stage: ['i', 432], u_category: ['i', 433], u_part: ['i', 434], u_end: ['i', 435], u_funder: ['i', 436],
    u_next: ['i', 437], u_trials: ['i', 438], u_published: ['i', 439], u_other: ['i', 440], u_fda: ['i', 441], u_day: ['i', 442],
  })}
)
SELECT
  ${list.part}[1 + ${R.int('u_part', NAME_PARTS.length)}] || ${list.part}[1 + (${R.int('u_part', 100)} + i) % ${NAME_PARTS.length}]
    || ' ' || ${list.end}[1 + ${R.int('u_end', NAME_ENDS.length)}] AS developer_or_researcher,
  ${list.kind}[k] AS treatment_vs_vaccine,
  ${list.category}[k] AS product_category,
  ${list.stage}[s] AS stage_of_development,
  CASE WHEN s = ${STAGES.length} THEN 'Distribution under way' ELSE ${list.next}[1 + ${R.int('u_next', NEXT_STEPS.length)}] END AS anticipated_next_steps,
  ${list.category}[k] || ' candidate no. ' || CAST(i + 1 AS VARCHAR) || ' against SARS-CoV-2' AS product_description,
  CASE WHEN s = 1 THEN NULL ELSE 'NCT0' || CAST(4300000 + ${R.int('u_trials', 600000)} AS VARCHAR) END AS clinical_trials,
  ${list.funder}[1 + ${R.int('u_funder', FUNDERS.length)}] AS funder,
  CASE WHEN s >= 5 OR u_published < 0.15 THEN 'Interim results published' ELSE NULL END AS published_results,
  CASE WHEN u_other < 0.2 THEN 'Also studied for other respiratory infections' ELSE NULL END AS clinical_trials_for_other_diseases_or_related_use,
  CAST(CASE WHEN k > 6 AND u_fda < 0.2 THEN 1 + ${R.int('u_fda', 15)} % 3 END AS DOUBLE) AS fda_approved_indications,
  'Developer announcement; trial registry' AS sources,
  strftime(DATE '2020-09-01' + CAST(${R.int('u_day', 240)} AS INTEGER), '%Y-%m-%d') AS date_last_updated,
  ${list.country}[c] AS country_name,
  ${list.ioc}[c] AS ioc_country_code
FROM drawn
ORDER BY i`,
    ];
  },
};
