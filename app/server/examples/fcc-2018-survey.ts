import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom, type RandomStreams } from './sql-random.js';
import { sqlText } from './sql-text.js';

const ROWS = 6_000;

/** Tick-box answers (1 when ticked, NULL otherwise) with the share of respondents who tick them. */
const TICKS: ReadonlyArray<readonly [column: string, share: number]> = [
  ['job_intr_fllstck', 0.45], ['job_intr_frntend', 0.33], ['job_intr_backend', 0.3], ['job_intr_mobile', 0.2], ['job_intr_datasci', 0.18],
  ['job_intr_dataengn', 0.12], ['job_intr_gamedev', 0.14], ['job_intr_ux_engn', 0.13], ['job_intr_infosec', 0.12], ['job_intr_devops', 0.09],
  ['job_intr_qa_engn', 0.05], ['job_intr_teacher', 0.05], ['job_intr_projm', 0.06],
  ['rsrc_fcc', 0.8], ['rsrc_mdn', 0.3], ['rsrc_so', 0.35], ['rsrc_edx', 0.1], ['rsrc_coursera', 0.13], ['rsrc_khan_acdm', 0.1],
  ['rsrc_codeacdm', 0.3], ['rsrc_udemy', 0.3], ['rsrc_udacity', 0.12], ['rsrc_treehouse', 0.05], ['rsrc_lynda', 0.06], ['rsrc_css_tricks', 0.14],
  ['rsrc_code_wars', 0.1], ['rsrc_hackerrank', 0.12], ['rsrc_egghead', 0.04], ['rsrc_frntendmstr', 0.05],
  ['codeevnt_fcc', 0.08], ['codeevnt_hackthn', 0.12], ['codeevnt_confs', 0.08], ['codeevnt_workshps', 0.09], ['codeevnt_startupwknd', 0.03],
  ['codeevnt_nodeschl', 0.02], ['codeevnt_womenwc', 0.02], ['codeevnt_girldevit', 0.01], ['codeevnt_coderdojo', 0.02], ['codeevnt_meetup', 0.14],
  ['codeevnt_railsbrdg', 0.01], ['codeevnt_gamejam', 0.03], ['codeevnt_railsgrls', 0.01], ['codeevnt_djangogrls', 0.01], ['codeevnt_wkndbtcmp', 0.02],
  ['podcast_fcc', 0.06], ['podcast_codenewbie', 0.06], ['podcast_changelog', 0.02], ['podcast_sedaily', 0.03], ['podcast_js_jabber', 0.03],
  ['podcast_syntaxfm', 0.04], ['podcast_ltcwm', 0.02], ['podcast_fullstckrd', 0.01], ['podcast_frnthppyhr', 0.01], ['podcast_codingblcks', 0.02],
  ['podcast_shoptalk', 0.01], ['podcast_devtea', 0.01], ['podcast_progthrwdwn', 0.01], ['podcast_geekspeak', 0.01], ['podcast_hanselmnts', 0.01],
  ['podcast_talkpythonme', 0.02], ['podcast_rubyrogues', 0.01], ['podcast_codepenrd', 0.01], ['podcast_seradio', 0.01],
  ['yt_fcc', 0.3], ['yt_computerphile', 0.06], ['yt_devtips', 0.06], ['yt_cs_dojo', 0.06], ['yt_engn_truth', 0.03], ['yt_funfunfunct', 0.05],
  ['yt_codingtuts360', 0.03], ['yt_codingtrain', 0.07], ['yt_derekbanas', 0.05], ['yt_simplilearn', 0.02], ['yt_simpleprog', 0.03],
  ['yt_mozillahacks', 0.01], ['yt_googledevs', 0.04], ['yt_learncodeacdm', 0.05], ['yt_lvluptuts', 0.04], ['yt_mit_ocw', 0.05],
];

/** Yes/no answers (1 or 0, NULL when skipped) with the share answering yes. */
const YES_NO: ReadonlyArray<readonly [column: string, share: number]> = [
  ['is_software_dev', 0.25], ['is_first_dev_job', 0.45], ['is_self_employed', 0.1], ['is_ethnic_minority', 0.3], ['is_recv_disab_bnft', 0.03],
  ['has_served_military', 0.05], ['has_high_spd_ntnet', 0.85], ['has_finance_depends', 0.3], ['has_children', 0.2], ['do_finance_support', 0.2],
  ['home_mrtg_has', 0.15], ['student_debt_has', 0.3], ['bootcamp_attend', 0.06], ['bootcamp_finished', 0.7], ['bootcamp_have_loan', 0.2],
  ['bootcamp_recommend', 0.75], ['job_relocate', 0.55],
];

const COUNTRIES = ['United States of America', 'India', 'United Kingdom', 'Canada', 'Brazil', 'Germany', 'Nigeria', 'Poland', 'Russia', 'Spain', 'France', 'Philippines', 'Australia', 'Italy', 'Mexico', 'Ukraine', 'Netherlands', 'Romania', 'Indonesia', 'Pakistan'];
const COUNTRY_WEIGHTS = [38, 12, 5, 4, 3, 3, 2.5, 2, 2, 2, 2, 2, 2, 1.5, 1.5, 1.5, 1, 1, 1.5, 1.5];
const LANGUAGES = ['English', 'Hindi', 'English', 'English', 'Portuguese', 'German', 'English', 'Polish', 'Russian', 'Spanish', 'French', 'Filipino', 'English', 'Italian', 'Spanish', 'Ukrainian', 'Dutch', 'Romanian', 'Indonesian', 'Urdu'];
const DEGREES = [
  'no high school (secondary school)', 'some high school', 'high school diploma or equivalent (GED)', "associate's degree",
  'some college credit, no degree', "bachelor's degree", 'trade, technical, or vocational training', "master's degree (non-professional)",
  'Ph.D.', 'professional degree (MBA, MD, JD, etc.)',
];
const DEGREE_WEIGHTS = [2, 4, 14, 6, 17, 36, 3, 13, 2, 3];
const MAJORS = ['Computer Science', 'Information Technology', 'Business Administration', 'Electrical Engineering', 'Mathematics', 'Psychology', 'Economics', 'English', 'Biology', 'Mechanical Engineering', 'Graphic Design', 'Physics'];
const FIELDS = ['software development and IT', 'education', 'sales', 'office and administrative support', 'food and beverage', 'health care', 'finance', 'architecture or physical engineering', 'arts, entertainment, sports, or media', 'transportation', 'construction and extraction', 'law enforcement and fire and rescue'];
const JOB_PREFS = ['work for a medium-sized company', 'work for a startup', 'work for a multinational corporation', 'freelance', 'start your own business', 'work for a nonprofit', 'work for government'];
const LOCATIONS = ['in an office with other developers', 'from home', 'no preference'];
const WHEN_APPLY = ['Within the next 6 months', 'Within 7 to 12 months', 'Within 13 to 24 months', 'I haven\'t decided', 'more than 24 months from now', 'I\'m already applying'];
const CITY_SIZES = ['more than 1 million', 'between 100,000 and 1 million', 'less than 100,000'];
const REASONS = ['get a job', 'as a hobby', 'start a business', 'improve in my current role', 'for fun'];
const MARITAL = ['single, never married', 'married or domestic partnership', 'divorced', 'separated', 'widowed'];
const MARITAL_WEIGHTS = [60, 32, 5, 2, 1];
const BOOTCAMPS = ['General Assembly', 'Flatiron School', 'App Academy', 'Hack Reactor', 'Le Wagon', 'Lambda School', 'Ironhack'];

/**
 * Answers to a (synthetic) survey of people learning to code, with the columns of Superset's
 * `FCC 2018 Survey` example: demographics, schooling, work, money, time spent learning, the
 * resources, events, podcasts and channels they use (tick boxes: 1 or NULL) and their job
 * interests. Income, debt and expectations depend on country and on whether the respondent
 * already works as a developer.
 */
export const fcc2018Survey: ExampleTable = {
  tableName: 'FCC 2018 Survey',
  description: 'Answers of people learning to code: who they are, how they learn and what work they want (synthetic).',
  mainDttmCol: 'time_start',
  columns: {
    time_start: { verbose_name: 'Started at' },
    age: { verbose_name: 'Age', groupby: true },
    last_yr_income: { verbose_name: 'Income last year (USD)' },
    expected_earn: { verbose_name: 'Expected earnings (USD)' },
    hours_learning: { verbose_name: 'Hours learning per week' },
    months_programming: { verbose_name: 'Months programming', groupby: true },
  },
  metrics: [exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)' })],
  createSql(target) {
    const R = sqlRandom;
    const streams: RandomStreams = {};
    let seed = 601;
    const stream = (name: string) => {
      streams[name] = ['i', seed++];
      return name;
    };
    const pick = (values: readonly string[], weights?: readonly number[]) => {
      const u = stream(`u_${seed}`);
      const index = weights ? R.pick(u, weights) : `1 + ${R.int(u, values.length)}`;
      return `${sqlText.stringList(values)}[${index}]`;
    };
    const ticks = TICKS.map(([column, share]) => `CASE WHEN ${stream(`t_${column}`)} < ${share} THEN CAST(1 AS DOUBLE) END AS ${column}`);
    const yesNo = YES_NO.map(([column, share]) => {
      const u = stream(`y_${column}`);
      return `CASE WHEN ${u} < 0.08 THEN NULL WHEN ${u} < 0.08 + 0.92 * ${share} THEN CAST(1 AS DOUBLE) ELSE CAST(0 AS DOUBLE) END AS ${column}`;
    });
    stream('u_duration');
    const country = R.pick(stream('u_country'), COUNTRY_WEIGHTS);
    const degree = R.pick(stream('u_degree'), DEGREE_WEIGHTS);
    const ageNormal = R.normal(stream('u_age1'), stream('u_age2'));
    const incomeNormal = R.normal(stream('u_inc1'), stream('u_inc2'));
    const columns = [
      `TIMESTAMP '2018-03-01 00:00:00' + to_seconds(CAST(floor(${stream('u_start')} * 60 * 86400) AS BIGINT)) AS time_start`,
      'time_total_sec',
      `CAST(greatest(1, round(exp(2.3 + 1.1 * ${R.normal(stream('u_mp1'), stream('u_mp2'))}))) AS BIGINT) AS months_programming`,
      `CAST(least(75, greatest(14, round(29 + 8 * ${ageNormal}))) AS BIGINT) AS age`,
      `md5('fcc-2018-' || CAST(i AS VARCHAR)) AS "ID"`,
      `${pick(REASONS)} AS reasons_to_code`,
      `CAST(NULL AS VARCHAR) AS reasons_to_code_other`,
      `${sqlText.stringList(LANGUAGES)}[c] AS lang_at_home`,
      `${pick(WHEN_APPLY)} AS when_appl_job`,
      `${pick(CITY_SIZES)} AS live_city_population`,
      `${pick(LOCATIONS)} AS job_lctn_pref`,
      `CAST(NULL AS VARCHAR) AS job_intr_other`,
      `${pick(MARITAL, MARITAL_WEIGHTS)} AS marital_status`,
      `CASE WHEN bootcamp_attend = 1 THEN ${pick(BOOTCAMPS)} END AS bootcamp_name`,
      `CAST(NULL AS VARCHAR) AS podcast_other`,
      `CASE WHEN degree >= 4 THEN ${pick(MAJORS)} END AS school_major`,
      `${pick(JOB_PREFS)} AS job_pref`,
      `${sqlText.stringList(COUNTRIES)}[c] AS country_citizen`,
      `${sqlText.stringList(DEGREES)}[degree] AS school_degree`,
      `CAST(NULL AS VARCHAR) AS codeevnt_other`,
      `CASE WHEN ${stream('u_employed')} < 0.7 THEN CASE WHEN is_software_dev = 1 THEN 'software development and IT' ELSE ${pick(FIELDS)} END END AS curr_field`,
      `CASE WHEN ${stream('u_commute')} < 0.6 THEN ${pick(['less than 15 minutes', '15 to 29 minutes', '30 to 44 minutes', '45 to 60 minutes', 'more than 60 minutes'])} END AS communite_time`,
      `CAST(NULL AS VARCHAR) AS rsrc_other`,
      `${sqlText.stringList(COUNTRIES)}[c] AS country_live`,
      `CAST(NULL AS VARCHAR) AS gender_other`,
      `strftime(TIMESTAMP '2018-03-01 00:00:00' + to_seconds(CAST(floor(u_start * 60 * 86400) AS BIGINT) + time_total_sec), '%Y-%m-%d %H:%M:%S') AS time_end`,
      `substr(md5('fcc-network-' || CAST(i AS VARCHAR)), 1, 10) AS network_id`,
      `CAST(NULL AS VARCHAR) AS yt_other`,
      `CASE WHEN ${stream('u_gender')} < 0.74 THEN 'male' WHEN u_gender < 0.97 THEN 'female' WHEN u_gender < 0.99 THEN 'agender' END AS gender`,
      // Money, in US dollars: scaled by country (the first country earns most) and by already working as a developer.
      `CASE WHEN ${stream('u_has_income')} < 0.65 THEN round(CASE WHEN c = 1 THEN 48000 WHEN c IN (3, 4, 6, 13, 17) THEN 38000 ELSE 14000 END
        * CASE WHEN is_software_dev = 1 THEN 1.5 ELSE 1.0 END * exp(0.5 * ${incomeNormal}), -2) END AS last_yr_income`,
      `CASE WHEN is_software_dev = 0 THEN round(CASE WHEN c = 1 THEN 55000 WHEN c IN (3, 4, 6, 13, 17) THEN 45000 ELSE 20000 END
        * exp(0.35 * ${R.normal(stream('u_exp1'), stream('u_exp2'))}), -3) END AS expected_earn`,
      `CASE WHEN student_debt_has = 1 THEN round(30000 * exp(0.7 * ${R.normal(stream('u_sd1'), stream('u_sd2'))}), -2) END AS student_debt_amt`,
      `CASE WHEN home_mrtg_has = 1 THEN round(180000 * exp(0.5 * ${R.normal(stream('u_mo1'), stream('u_mo2'))}), -3) END AS home_mrtg_owe`,
      `CASE WHEN ${stream('u_debt')} < 0.4 THEN round(15000 * exp(0.8 * ${R.normal(stream('u_de1'), stream('u_de2'))}), -2) END AS debt_amt`,
      `round(exp(1.8 + 1.4 * ${R.normal(stream('u_mon1'), stream('u_mon2'))}), -1) AS money_for_learning`,
      `CAST(greatest(0, round(exp(2.2 + 0.8 * ${R.normal(stream('u_hl1'), stream('u_hl2'))}))) AS DOUBLE) AS hours_learning`,
      `CASE WHEN is_software_dev = 1 THEN CAST(floor(${stream('u_search')} * 12) AS DOUBLE) END AS months_job_search`,
      `CASE WHEN has_children = 1 THEN CAST(1 + floor(${stream('u_kids')} * 3) AS DOUBLE) END AS num_children`,
      ...ticks.map((_, k) => TICKS[k]![0]),
      ...YES_NO.map(([column]) => column),
    ];
    // Every stream is registered by now (building the expressions above registers them).
    const base = R.withUniforms(`(SELECT range AS i FROM range(${ROWS}))`, streams);
    return [
      `
CREATE TABLE ${target} AS
WITH answered AS (
  SELECT *, ${country} AS c, ${degree} AS degree,
    CAST(120 + floor(u_duration * 1800) AS BIGINT) AS time_total_sec,
    ${ticks.join(',\n    ')},
    ${yesNo.join(',\n    ')}
  FROM ${base}
)
SELECT
  ${columns.join(',\n  ')}
FROM answered
ORDER BY i`,
    ];
  },
};
