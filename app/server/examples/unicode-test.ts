import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

const DAYS_PER_PHRASE = 8;
const FIRST_DAY = '2020-01-01';

/**
 * Short sentences in many scripts (Latin with diacritics, Greek, Cyrillic, Arabic, Hebrew,
 * Devanagari, Thai, Chinese, Japanese, Korean, emoji), each written for this table.
 */
const PHRASES = [
  'Größe über alles: Äpfel, Öl und Übermut',
  'Ça déménage à Noël, où êtes-vous ?',
  'Mañana será otro día, señor Núñez',
  'Żółta łódź płynie przez jezioro',
  'Příliš žluťoučký kůň úpěl',
  'Η θάλασσα είναι ήρεμη σήμερα',
  'Съешь ещё этих мягких булок',
  'Доброго ранку, як справи?',
  'القهوة جاهزة على الطاولة',
  'השמש זורחת מעל ההרים',
  'आज मौसम बहुत अच्छा है',
  'แมวนอนอยู่บนหลังคา',
  '今天的天气非常好',
  '我们明天去图书馆',
  '桜の花が咲きました',
  'お茶をもう一杯ください',
  '오늘은 바람이 많이 분다',
  '서울에서 부산까지 기차로',
  'Tiếng Việt có dấu thanh điệu',
  'Ðêm nay trăng sáng quá',
  'Ísland er fallegt á sumrin',
  'Kişisel verilerin korunması önemlidir',
  'Ünlü şair İstanbul’a döndü',
  '🚀 Launch day! 🎉🎂',
  'Weather today: ☀️ then 🌧️',
  '∑ of ∞ terms ≠ π ≈ 3.14159',
  'Quotes: «guillemets» “curly” ‘single’',
  'Math: x² + y² = r², √2 ≈ 1.414',
  'Currencies: € £ ¥ ₹ ₩ ₿',
  'Arrows ← ↑ → ↓ ↔ and boxes ■ □ ▲',
];

/**
 * Superset's `unicode_test`: phrases in many scripts with a short prefix of each (which may cut
 * a multi-byte character's neighbours), a column that is sometimes empty, a date and a value, to
 * check that text in any script is stored, grouped, filtered and drawn correctly.
 */
export const unicodeTest: ExampleTable = {
  tableName: 'unicode_test',
  description: 'Phrases in many scripts and emoji with a date and a value, for checking text handling (synthetic).',
  mainDttmCol: 'dttm',
  columns: {
    phrase: { verbose_name: 'Phrase' },
    short_phrase: { verbose_name: 'Short phrase', description: 'The first five characters of the phrase.' },
    with_missing: { verbose_name: 'Sometimes missing', description: 'The phrase, or NULL for about one row in four.' },
    dttm: { verbose_name: 'Date' },
    value: { verbose_name: 'Value', groupby: true },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('sum__value', 'SUM(value)', { verbose_name: 'Sum of value', metric_type: 'sum', d3format: ',.2f' }),
  ],
  createSql(target) {
    const R = sqlRandom;
    const list = sqlText.stringList(PHRASES);
    return [
      `
CREATE TABLE ${target} AS
WITH rows AS (
  SELECT p.range AS p, d.range AS d, p.range * ${DAYS_PER_PHRASE} + d.range AS i
  FROM range(${PHRASES.length}) AS p CROSS JOIN range(${DAYS_PER_PHRASE}) AS d
)
SELECT
  ${list}[p + 1] AS phrase,
  left(${list}[p + 1], 5) AS short_phrase,
  CASE WHEN u_missing < 0.25 THEN NULL ELSE ${list}[p + 1] END AS with_missing,
  CAST(DATE '${FIRST_DAY}' + CAST(${R.int('u_day', 366)} AS INTEGER) AS DATE) AS dttm,
  CAST(round(100.0 * u_value, 2) AS FLOAT) AS value
FROM ${R.withUniforms('rows', { u_missing: ['i', 421], u_day: ['i', 422], u_value: ['i', 423] })}
ORDER BY i`,
    ];
  },
};
