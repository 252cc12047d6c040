import { exampleMetric, type ExampleTable } from './example-table.js';
import { bartLines as lines } from './sf-data.js';
import { encodePolyline } from './sf-geometry.js';
import { sqlText } from './sql-text.js';

/**
 * The Bay Area's BART lines through their real stations, as Superset's `bart_lines`: `path` is
 * JSON text of [longitude, latitude] pairs, `path_json` the same text under the name Superset's
 * table and exported charts use, and `polyline` the same pairs in Google's encoded polyline
 * format (pair order kept, so it decodes to [longitude, latitude] too).
 */
export const bartLines: ExampleTable = {
  tableName: 'bart_lines',
  description: 'BART rapid transit lines in the San Francisco Bay Area, with paths through their stations.',
  mainDttmCol: null,
  columns: {
    name: { verbose_name: 'Line' },
    color: { verbose_name: 'Colour', description: 'The line colour as #rrggbb.' },
    path: { verbose_name: 'Path', description: 'JSON list of [longitude, latitude] pairs.', groupby: false },
    path_json: { verbose_name: 'Path (JSON)', description: "The path again, under Superset's column name.", groupby: false },
    polyline: { verbose_name: 'Encoded polyline', groupby: false },
  },
  metrics: [exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' })],
  createSql(target) {
    const rows = lines().map(
      ({ name, color, path }, i) =>
        `(${i}, ${sqlText.string(name)}, ${sqlText.string(color)}, ${sqlText.string(JSON.stringify(path))}, ${sqlText.string(encodePolyline(path))})`,
    );
    return [
      `
CREATE TABLE ${target} AS
SELECT name, color, path, path AS path_json, polyline
FROM (VALUES ${rows.join(',\n  ')}) AS t(i, name, color, path, polyline)
ORDER BY i`,
    ];
  },
};
