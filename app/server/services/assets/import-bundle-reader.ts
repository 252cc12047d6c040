import { unzipSync } from 'fflate';
import { parse } from 'yaml';
import { HttpError } from '../../http/http-error.js';
import { ImportProblems } from './import-error.js';

/** The YAML files of a bundle by path under its root folder (`metadata.yaml`, `charts/x.yaml`, …), parsed. */
export type BundleContents = ReadonlyMap<string, unknown>;

const MAX_ENTRIES = 10_000;
const MAX_BYTES = 200 * 1024 * 1024;

const isYaml = (name: string) => /\.ya?ml$/i.test(name);

/**
 * Unzips a bundle and parses its YAML files. Like Superset, the first path component (the
 * export's root folder, e.g. `dashboard_export_20240101T120000/`) is dropped; other entries are
 * ignored. Not a ZIP → 400 "Not a ZIP file"; a file that is not valid YAML → 422 naming it.
 *
 * @example
 * readBundle(zipBytes).get('metadata.yaml'); // { version: '1.0.0', type: 'Dashboard', timestamp: '…' }
 */
export function readBundle(zip: Uint8Array): BundleContents {
  let entries: Record<string, Uint8Array>;
  try {
    let count = 0;
    let bytes = 0;
    entries = unzipSync(zip, {
      filter: (file) => {
        count += 1;
        bytes += file.originalSize;
        if (count > MAX_ENTRIES || bytes > MAX_BYTES) throw new Error('bundle too large');
        return isYaml(file.name);
      },
    });
  } catch {
    throw HttpError.badRequest('Not a ZIP file');
  }
  const contents = new Map<string, unknown>();
  const problems = new ImportProblems();
  const decoder = new TextDecoder('utf-8');
  for (const [name, data] of Object.entries(entries)) {
    const slash = name.indexOf('/');
    if (slash < 0) continue;
    const file = name.slice(slash + 1);
    if (!file || file.endsWith('/')) continue;
    try {
      contents.set(file, parse(decoder.decode(data), { maxAliasCount: 100 }) as unknown);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : 'unreadable';
      problems.add(file, `Not valid YAML: ${reason}`);
    }
  }
  problems.throwIfAny();
  return contents;
}
