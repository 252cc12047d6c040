import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { ajvFieldMessages } from '../../http/ajv-field-messages.js';
import type { BundleContents } from './import-bundle-reader.js';
import { type BundleType, type ChartFile, type DashboardFile, type DatabaseFile, type DatasetFile, type SavedQueryFile } from './bundle-format.js';
import { ImportProblems } from './import-error.js';
import { CHART_SCHEMA, DASHBOARD_SCHEMA, DATABASE_SCHEMA, DATASET_SCHEMA, METADATA_SCHEMA, SAVED_QUERY_SCHEMA } from './import-file-schemas.js';

/** A file of the bundle with the path it came from, for messages that name it. */
export interface BundleEntry<File> {
  path: string;
  file: File;
}

/** A checked bundle: every file valid against its schema, sorted by kind. */
export interface CheckedBundle {
  type: BundleType;
  databases: BundleEntry<DatabaseFile>[];
  datasets: BundleEntry<DatasetFile>[];
  charts: BundleEntry<ChartFile>[];
  dashboards: BundleEntry<DashboardFile>[];
  queries: BundleEntry<SavedQueryFile>[];
}

const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = {
  metadata: ajv.compile(METADATA_SCHEMA),
  databases: ajv.compile(DATABASE_SCHEMA),
  datasets: ajv.compile(DATASET_SCHEMA),
  charts: ajv.compile(CHART_SCHEMA),
  dashboards: ajv.compile(DASHBOARD_SCHEMA),
  queries: ajv.compile(SAVED_QUERY_SCHEMA),
};

/** ajv's errors as marshmallow words them: field → messages (`params`, `columns.2.column_name`). */
function fieldMessages(errors: readonly ErrorObject[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let field = base || '_schema';
    let message = error.message ?? 'Invalid value.';
    if (error.keyword === 'required') {
      const missing = String((error.params as { missingProperty?: string }).missingProperty);
      field = base ? `${base}.${missing}` : missing;
      message = 'Missing data for required field.';
    } else if (error.keyword === 'const') {
      message = `Must be equal to ${String((error.params as { allowedValue?: unknown }).allowedValue)}.`;
    } else if (error.keyword === 'type') {
      message = `Not a valid ${String((error.params as { type?: unknown }).type).replaceAll(',', ' or ')}.`;
    } else if (error.keyword === 'propertyNames') {
      // Its own issue (the name's pattern or length) follows and says what is wrong.
      continue;
    } else {
      // Lengths, ranges and the bounded patterns, worded as the API's own 400s word them.
      message = Object.values(ajvFieldMessages([error]))[0]?.[0] ?? message;
    }
    const messages = (out[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return out;
}

function check<File>(validate: ValidateFunction, path: string, value: unknown, problems: ImportProblems): value is File {
  if (validate(value)) return true;
  problems.add(path, fieldMessages(validate.errors ?? []));
  return false;
}

const FOLDERS = ['databases', 'datasets', 'charts', 'dashboards', 'queries'] as const;

/**
 * Checks a bundle before anything is written: `metadata.yaml` present, at version 1.0.0 and of
 * the type the route imports (`Dashboard` for `/dashboard/import/`, `assets` for
 * `/assets/import/`), then every file against its schema. All problems are reported together,
 * per file and field, as Superset does.
 */
export function checkBundle(contents: BundleContents, expectedType: BundleType): CheckedBundle {
  const problems = new ImportProblems();
  const metadata = contents.get('metadata.yaml');
  if (metadata === undefined) problems.add('metadata.yaml', 'Missing metadata.yaml');
  else if (check<{ version: string; type: string }>(compiled.metadata, 'metadata.yaml', metadata, problems) && metadata.type !== expectedType) {
    problems.add('metadata.yaml', { type: [`Must be equal to ${expectedType}.`] });
  }
  problems.throwIfAny();

  const bundle: CheckedBundle = { type: expectedType, databases: [], datasets: [], charts: [], dashboards: [], queries: [] };
  for (const [path, value] of contents) {
    const folder = FOLDERS.find((name) => path.startsWith(`${name}/`));
    if (!folder) continue;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      problems.add(path, { _schema: ['Invalid input type.'] });
      continue;
    }
    if (!check(compiled[folder], path, value, problems)) continue;
    (bundle[folder] as BundleEntry<unknown>[]).push({ path, file: value });
  }
  problems.throwIfAny();
  return bundle;
}

