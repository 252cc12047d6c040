/**
 * Command line entry to build (or check) the example database and time it:
 *   npx tsx app/server/examples/load-examples-cli.ts --path data/examples.duckdb [--big] [--big-rows 10000000]
 */
import { parseArgs } from 'node:util';
import { loadExamples } from './load-examples.js';

const { values } = parseArgs({
  options: {
    path: { type: 'string' },
    big: { type: 'boolean', default: false },
    'big-rows': { type: 'string' },
  },
});

if (!values.path) {
  console.error('usage: load-examples-cli --path <file.duckdb> [--big] [--big-rows N]');
  process.exit(2);
}

const started = Date.now();
const datasets = await loadExamples({
  path: values.path,
  big: values.big,
  bigRows: values['big-rows'] === undefined ? undefined : Number(values['big-rows']),
  logger: { info: (msg) => console.log(msg) },
});
console.log(`examples: ${datasets.map((d) => d.tableName).join(', ')} ready in ${Date.now() - started} ms`);
