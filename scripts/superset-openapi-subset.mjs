// Writes tests/fixtures/superset-openapi-get-responses.json: the 200 answers of every GET route in
// Superset's published OpenAPI document, with the components they refer to, so the API
// conformance test reads them from the repository. Run it when the reference document changes:
//   node scripts/superset-openapi-subset.mjs [path/to/superset-openapi.json]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = process.argv[2] ?? path.resolve(root, '../shared/reference/superset-openapi.json');
const target = path.join(root, 'tests/fixtures/superset-openapi-get-responses.json');
const spec = JSON.parse(readFileSync(source, 'utf8'));

const components = {};
const pending = [];
function collectRefs(node) {
  if (Array.isArray(node)) node.forEach(collectRefs);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')) pending.push(value);
      else collectRefs(value);
    }
  }
}

const paths = {};
for (const [route, item] of Object.entries(spec.paths ?? {})) {
  const ok = item?.get?.responses?.['200'];
  if (!ok) continue;
  paths[route] = { get: { responses: { 200: ok } } };
  collectRefs(ok);
}
while (pending.length > 0) {
  const [, , kind, name] = pending.pop().split('/');
  components[kind] ??= {};
  if (components[kind][name]) continue;
  const value = spec.components?.[kind]?.[name];
  if (value === undefined) throw new Error(`unresolved reference #/components/${kind}/${name}`);
  components[kind][name] = value;
  collectRefs(value);
}

const subset = { openapi: spec.openapi, info: { title: spec.info?.title, version: spec.info?.version, description: 'GET 200 answers of Superset\'s published API, for the conformance test.' }, paths, components };
writeFileSync(target, JSON.stringify(subset) + '\n');
console.log(`${Object.keys(paths).length} routes, ${Object.values(components).reduce((n, c) => n + Object.keys(c).length, 0)} components → ${path.relative(root, target)}`);
