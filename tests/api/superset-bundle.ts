import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';

/** The fixture bundles: folders of YAML written the way Superset writes its exports. */
export const BUNDLES_DIR = path.resolve(import.meta.dirname, '../fixtures/superset-bundles');

/** A fixture's files by bundle path (`metadata.yaml`, `charts/Genders_12.yaml`, …), as text. */
export function readFixture(name: string): Map<string, string> {
  const root = path.join(BUNDLES_DIR, name);
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return files;
}

/** Zips bundle files under one root folder, as Superset's export does. */
export function zipBundle(files: ReadonlyMap<string, string>, root = 'dashboard_export_20240318T094107'): Uint8Array {
  const encoder = new TextEncoder();
  return zipSync(Object.fromEntries([...files].map(([file, text]) => [`${root}/${file}`, encoder.encode(text)])));
}

/** A multipart/form-data body with the bundle as `formData` and the given text fields. */
export function importForm(zip: Uint8Array | null, fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (zip) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="formData"; filename="bundle.zip"\r\nContent-Type: application/zip\r\n\r\n`));
    parts.push(Buffer.from(zip));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
