import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

const ROWS = 4_000;

/** Consoles with the years they sold games in and a weight for how many titles they carry. */
const PLATFORMS: ReadonlyArray<readonly [name: string, first: number, last: number, weight: number]> = [
  ['NES', 1983, 1994, 3], ['SNES', 1990, 1999, 4], ['GB', 1989, 2001, 3], ['N64', 1996, 2002, 4], ['PS', 1994, 2003, 9],
  ['PS2', 2000, 2011, 13], ['XB', 2001, 2008, 6], ['GC', 2001, 2007, 4], ['GBA', 2001, 2008, 6], ['DS', 2004, 2013, 13],
  ['PSP', 2004, 2015, 7], ['Wii', 2006, 2016, 8], ['X360', 2005, 2016, 8], ['PS3', 2006, 2016, 8], ['3DS', 2011, 2020, 3],
  ['PSV', 2011, 2019, 3], ['PS4', 2013, 2020, 3], ['XOne', 2013, 2020, 2], ['WiiU', 2012, 2017, 1], ['PC', 1985, 2020, 6],
];

const GENRES = ['Action', 'Sports', 'Misc', 'Role-Playing', 'Shooter', 'Adventure', 'Racing', 'Platform', 'Simulation', 'Fighting', 'Strategy', 'Puzzle'];
const GENRE_WEIGHTS = [20, 14, 10, 9, 8, 8, 7, 5, 5, 5, 4, 4];

const PUBLISHERS = [
  'Nintendo', 'Electronic Arts', 'Activision', 'Sony Computer Entertainment', 'Ubisoft', 'Take-Two Interactive', 'THQ',
  'Konami Digital Entertainment', 'Sega', 'Namco Bandai Games', 'Microsoft Game Studios', 'Capcom', 'Atari', 'Square Enix',
  'Warner Bros. Interactive', 'Disney Interactive Studios', 'Eidos Interactive', 'LucasArts', 'Bethesda Softworks', 'Midway Games',
];
const PUBLISHER_WEIGHTS = [12, 13, 10, 6, 9, 4, 7, 8, 6, 7, 3, 4, 5, 3, 2, 2, 1, 1, 1, 2];
/** How much a typical title of each publisher sells, relative to the others. */
const PUBLISHER_REACH = [3.0, 1.6, 1.5, 1.4, 1.0, 1.5, 0.7, 0.6, 0.7, 0.5, 1.6, 0.8, 0.5, 0.9, 0.8, 0.6, 0.7, 0.9, 1.2, 0.5];

const TITLE_FIRST = ['Super', 'Legend of', 'Final', 'Grand', 'Dark', 'Crystal', 'Star', 'Iron', 'Shadow', 'Mega', 'Wild', 'Silent', 'Ultimate', 'Tiny', 'Galactic', 'Royal'];
const TITLE_SECOND = ['Kart', 'Quest', 'Racer', 'Tactics', 'Warriors', 'Party', 'Soccer', 'Heroes', 'Odyssey', 'Strike', 'Island', 'Arena', 'Chronicles', 'Rally', 'Puzzle', 'Kingdom', 'Frontier', 'Tennis'];

/**
 * Sales of video games by title and platform (millions of copies), with Superset's
 * `video_game_sales` columns: each title a made-up name on one platform of its era, a genre and a
 * publisher, regional sales drawn from a heavy-tailed distribution (a few hits, many small titles;
 * Japan strongest for handhelds), global sales their sum, and rank the order by global sales.
 */
export const videoGameSales: ExampleTable = {
  tableName: 'video_game_sales',
  description: 'Sales of video games by title and platform, in millions of copies per region (synthetic).',
  mainDttmCol: null,
  columns: {
    rank: { verbose_name: 'Rank', description: 'Position by global sales (1 = best selling).', groupby: true },
    name: { verbose_name: 'Title' },
    platform: { verbose_name: 'Platform' },
    year: { verbose_name: 'Year', description: 'Release year.', groupby: true, python_date_format: '%Y' },
    genre: { verbose_name: 'Genre' },
    publisher: { verbose_name: 'Publisher' },
    na_sales: { verbose_name: 'North America (M)', groupby: true },
    eu_sales: { verbose_name: 'Europe (M)', groupby: true },
    jp_sales: { verbose_name: 'Japan (M)', groupby: true },
    other_sales: { verbose_name: 'Other regions (M)', groupby: true },
    global_sales: { verbose_name: 'Global (M)', groupby: true },
  },
  metrics: [exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)' })],
  createSql(target) {
    const R = sqlRandom;
    const list = {
      platform: sqlText.stringList(PLATFORMS.map((p) => p[0])),
      first: sqlText.numberList(PLATFORMS.map((p) => p[1])),
      last: sqlText.numberList(PLATFORMS.map((p) => p[2])),
      genre: sqlText.stringList(GENRES),
      publisher: sqlText.stringList(PUBLISHERS),
      reach: sqlText.numberList(PUBLISHER_REACH),
      t1: sqlText.stringList(TITLE_FIRST),
      t2: sqlText.stringList(TITLE_SECOND),
    };
    const handheld = sqlText.stringList(['GB', 'GBA', 'DS', '3DS', 'PSP', 'PSV']);
    // Console makers publish on their own consoles only (and Microsoft on PC too); their other draws go to Ubisoft.
    const family = (publisher: string, platforms: string[]) =>
      `WHEN ${list.publisher}[drawn_pub] = ${sqlText.string(publisher)} AND NOT list_contains(${sqlText.stringList(platforms)}, ${list.platform}[p]) THEN ${PUBLISHERS.indexOf('Ubisoft') + 1}`;
    const ownPublisher = `CASE ${[
      family('Nintendo', ['NES', 'SNES', 'GB', 'N64', 'GC', 'GBA', 'DS', 'Wii', '3DS', 'WiiU']),
      family('Sony Computer Entertainment', ['PS', 'PS2', 'PS3', 'PS4', 'PSP', 'PSV']),
      family('Microsoft Game Studios', ['XB', 'X360', 'XOne', 'PC']),
    ].join(' ')} ELSE drawn_pub END`;
    return [
      `
CREATE TABLE ${target} AS
WITH drawn AS (
  SELECT i,
    ${R.pick('u_platform', PLATFORMS.map((p) => p[3]))} AS p,
    ${R.pick('u_genre', GENRE_WEIGHTS)} AS g,
    ${R.pick('u_publisher', PUBLISHER_WEIGHTS)} AS drawn_pub,
    u_year, u_t1, u_t2, u_seq, u_size1, u_size2, u_na, u_eu, u_jp, u_other
  FROM ${R.withUniforms(`(SELECT range AS i FROM range(${ROWS}))`, {
    u_platform: ['i', 301], u_genre: ['i', 302], u_publisher: ['i', 303], u_year: ['i', 304], u_t1: ['i', 305],
    u_t2: ['i', 306], u_seq: ['i', 307], u_size1: ['i', 308], u_size2: ['i', 309], u_na: ['i', 310], u_eu: ['i', 311],
    u_jp: ['i', 312], u_other: ['i', 313],
  })}
),
published AS (
  SELECT * EXCLUDE (drawn_pub), ${ownPublisher} AS pub FROM drawn
),
sized AS (
  SELECT *,
    ${list.platform}[p] AS platform,
    ${list.first}[p] + ${R.int('u_year', 1000)} % (${list.last}[p] - ${list.first}[p] + 1) AS yr,
    -- Log-normal copies sold (millions): median about 0.2, a long tail of hits.
    least(40.0, ${list.reach}[pub] * exp(-1.8 + 1.25 * ${R.normal('u_size1', 'u_size2')})) AS total
  FROM published
),
split AS (
  SELECT *,
    CASE WHEN list_contains(${handheld}, platform) THEN 0.30 WHEN platform = 'PC' THEN 0.02 ELSE 0.10 END * (0.3 + 1.4 * u_jp) AS w_jp,
    0.48 * (0.6 + 0.8 * u_na) AS w_na,
    CASE WHEN platform = 'PC' THEN 0.45 ELSE 0.28 END * (0.6 + 0.8 * u_eu) AS w_eu,
    0.07 * (0.6 + 0.8 * u_other) AS w_other
  FROM sized
),
sales AS (
  SELECT *,
    round(total * w_na / (w_na + w_eu + w_jp + w_other), 2) AS na,
    round(total * w_eu / (w_na + w_eu + w_jp + w_other), 2) AS eu,
    round(total * w_jp / (w_na + w_eu + w_jp + w_other), 2) AS jp,
    round(total * w_other / (w_na + w_eu + w_jp + w_other), 2) AS other
  FROM split
),
named AS (
  SELECT *,
    ${list.t1}[1 + ${R.int('u_t1', TITLE_FIRST.length)}] || ' ' || ${list.t2}[1 + ${R.int('u_t2', TITLE_SECOND.length)}]
      || CASE WHEN u_seq < 0.55 THEN '' ELSE ' ' || CAST(2 + ${R.int('u_seq', 1000)} % 5 AS VARCHAR) END AS title,
    round(na + eu + jp + other, 2) AS global
  FROM sales
)
SELECT
  CAST(row_number() OVER (ORDER BY global DESC, i) AS BIGINT) AS rank,
  title AS name,
  platform,
  CAST(yr AS BIGINT) AS year,
  ${list.genre}[g] AS genre,
  ${list.publisher}[pub] AS publisher,
  CAST(na AS DOUBLE) AS na_sales,
  CAST(eu AS DOUBLE) AS eu_sales,
  CAST(jp AS DOUBLE) AS jp_sales,
  CAST(other AS DOUBLE) AS other_sales,
  CAST(global AS DOUBLE) AS global_sales
FROM named
ORDER BY rank`,
    ];
  },
};
