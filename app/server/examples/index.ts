export { loadExamples, DEFAULT_BIG_ROWS, type LoadExamplesOptions } from './load-examples.js';
export type { ExampleColumn, ExampleDataset, ExampleMetric } from './example-dataset.js';
export { duckdbTypeGeneric, type TypeGeneric } from './duckdb-type-generic.js';
