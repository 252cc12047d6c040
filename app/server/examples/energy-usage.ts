import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlText } from './sql-text.js';

/**
 * A national energy balance as flows (TWh per year) from primary sources through carriers to end
 * uses and losses, as `(source, target, value)` rows: Superset's `energy_usage` table, the input
 * of its Sankey and chord examples. The shares are round, made-up figures; every node's inflow
 * equals its outflow.
 */
const FLOWS: ReadonlyArray<readonly [source: string, target: string, value: number]> = [
  ['Coal imports', 'Coal', 11.6],
  ['Coal reserves', 'Coal', 63.9],
  ['Coal', 'Solid', 75.5],
  ['Gas imports', 'Natural Gas', 40.7],
  ['Gas reserves', 'Natural Gas', 82.2],
  ['Natural Gas', 'Gas', 122.9],
  ['Oil imports', 'Oil', 504.3],
  ['Oil reserves', 'Oil', 107.7],
  ['Oil', 'Liquid', 612.0],
  ['Bio-conversion', 'Solid', 280.3],
  ['Bio-conversion', 'Gas', 81.1],
  ['Bio-conversion', 'Liquid', 35.0],
  ['Agricultural waste', 'Bio-conversion', 124.7],
  ['Other waste', 'Bio-conversion', 77.8],
  ['Marine algae', 'Bio-conversion', 4.4],
  ['Land based bioenergy', 'Bio-conversion', 189.5],
  ['Biofuel imports', 'Liquid', 35.0],
  ['Solid', 'Thermal generation', 320.1],
  ['Solid', 'Industry', 35.7],
  ['Gas', 'Thermal generation', 151.9],
  ['Gas', 'Heating and cooling - homes', 32.2],
  ['Gas', 'Industry', 19.9],
  ['Liquid', 'Industry', 121.1],
  ['Liquid', 'International shipping', 128.7],
  ['Liquid', 'Road transport', 135.8],
  ['Liquid', 'Domestic aviation', 14.5],
  ['Liquid', 'International aviation', 241.1],
  ['Liquid', 'National navigation', 33.2],
  ['Liquid', 'Rail transport', 4.6],
  ['Liquid', 'Agriculture', 3.0],
  ['Nuclear', 'Thermal generation', 839.9],
  ['Solar', 'Solar PV', 59.9],
  ['Solar', 'Solar Thermal', 19.3],
  ['Solar Thermal', 'Heating and cooling - homes', 19.3],
  ['Solar PV', 'Electricity grid', 59.9],
  ['Wind', 'Electricity grid', 289.4],
  ['Hydro', 'Electricity grid', 6.9],
  ['Tidal', 'Electricity grid', 9.5],
  ['Wave', 'Electricity grid', 19.0],
  ['Geothermal', 'Electricity grid', 7.0],
  ['Pumped heat', 'Heating and cooling - homes', 193.0],
  ['Pumped heat', 'Heating and cooling - commercial', 70.7],
  ['Electricity imports', 'Electricity grid', 25.0],
  ['Thermal generation', 'Electricity grid', 525.5],
  ['Thermal generation', 'Losses', 707.1],
  ['Thermal generation', 'District heating', 79.3],
  ['District heating', 'Industry', 10.6],
  ['District heating', 'Heating and cooling - commercial', 22.5],
  ['District heating', 'Heating and cooling - homes', 46.2],
  ['Electricity grid', 'Over generation / exports', 112.6],
  ['Electricity grid', 'Heating and cooling - homes', 113.7],
  ['Electricity grid', 'H2 conversion', 27.1],
  ['Electricity grid', 'Industry', 342.2],
  ['Electricity grid', 'Road transport', 37.8],
  ['Electricity grid', 'Agriculture', 4.4],
  ['Electricity grid', 'Rail transport', 7.9],
  ['Electricity grid', 'Lighting & appliances - commercial', 90.0],
  ['Electricity grid', 'Lighting & appliances - homes', 93.5],
  ['Electricity grid', 'Losses', 113.0],
  ['H2 conversion', 'H2', 20.9],
  ['H2 conversion', 'Losses', 6.2],
  ['H2', 'Road transport', 20.9],
];

export const energyUsage: ExampleTable = {
  tableName: 'energy_usage',
  description: 'Energy flows (TWh per year) from sources through carriers to end uses and losses, for Sankey and chord charts (synthetic).',
  mainDttmCol: null,
  columns: {
    source: { verbose_name: 'Source' },
    target: { verbose_name: 'Target' },
    value: { verbose_name: 'Value (TWh)' },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('sum__value', 'SUM(value)', { verbose_name: 'Energy (TWh)', metric_type: 'sum', d3format: ',.1f' }),
  ],
  createSql(target) {
    const rows = FLOWS.map(([s, t, v], i) => `(${i}, ${sqlText.string(s)}, ${sqlText.string(t)}, ${sqlText.number(v)})`);
    return [
      `
CREATE TABLE ${target} AS
SELECT source, target, CAST(value AS DOUBLE) AS value
FROM (VALUES ${rows.join(',\n  ')}) AS t(i, source, target, value)
ORDER BY i`,
    ];
  },
};
