import { exampleMetric, type ExampleTable } from './example-table.js';
import { areaKm2, zipAreas } from './sf-geometry.js';
import { sqlText } from './sql-text.js';

/**
 * San Francisco's ZIP code areas with their population, as Superset's `sf_population_polygons`:
 * `contour` is the area's outline as JSON text, a closed ring of [longitude, latitude] pairs
 * (what the polygon map layer reads with the "JSON" line type). The areas are the parts of the
 * city nearest to each ZIP code's centre, so they tile the city without gaps or overlaps.
 */
export const sfPopulationPolygons: ExampleTable = {
  tableName: 'sf_population_polygons',
  description: 'San Francisco ZIP code areas with population (2010 census, rounded) and an outline for polygon maps.',
  mainDttmCol: null,
  columns: {
    zipcode: { verbose_name: 'ZIP code', groupby: true },
    population: { verbose_name: 'Population' },
    contour: { verbose_name: 'Outline', description: 'JSON ring of [longitude, latitude] pairs.', groupby: false },
    area: { verbose_name: 'Area (km²)' },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('sum__population', 'SUM("population")', { verbose_name: 'Population', metric_type: 'sum', d3format: ',d' }),
    exampleMetric('density', 'SUM("population") / SUM("area")', { verbose_name: 'People per km²', metric_type: 'avg', d3format: ',.0f' }),
  ],
  createSql(target) {
    const rows = zipAreas().map(({ zip, population, ring }) => {
      const closed = [...ring, ring[0]!];
      const area = Math.round(areaKm2(ring) * 1000) / 1000;
      return `(${zip}, ${population}, ${sqlText.string(JSON.stringify(closed))}, ${sqlText.number(area)})`;
    });
    return [
      `
CREATE TABLE ${target} AS
SELECT CAST(zipcode AS BIGINT) AS zipcode, CAST(population AS BIGINT) AS population, contour, CAST(area AS DOUBLE) AS area
FROM (VALUES ${rows.join(',\n  ')}) AS t(zipcode, population, contour, area)
ORDER BY zipcode`,
    ];
  },
};
