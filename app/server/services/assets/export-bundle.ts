import { strToU8, zipSync, type Zippable } from 'fflate';
import { stringify } from 'yaml';
import {
  BUNDLE_TYPE_OF_KIND,
  BUNDLE_VERSION,
  bundleRoot,
  exportStamp,
  type BundleMetadataFile,
  type ChartFile,
  type DashboardFile,
  type DatabaseFile,
  type DatasetFile,
  type ExportKind,
  type SavedQueryFile,
} from './bundle-format.js';

/** Any YAML file of a bundle but `metadata.yaml`. */
export type BundleFile = DatabaseFile | DatasetFile | ChartFile | DashboardFile | SavedQueryFile;

/** A finished export: the ZIP's bytes and the name to download it under. */
export interface ExportedBundle {
  fileName: string;
  data: Uint8Array;
}

/**
 * YAML as Superset's loader reads it too: written against YAML 1.1, so strings such as `yes`,
 * `on` or an ISO timestamp are quoted and stay strings for 1.1 and 1.2 parsers alike.
 */
export function toYaml(value: BundleMetadataFile | BundleFile): string {
  return stringify(value, { version: '1.1', lineWidth: 0 });
}

/** `2024-01-01T12:00:00.123000+00:00`, the way Python's `isoformat()` writes a UTC time. */
function isoTimestamp(at: Date): string {
  return at.toISOString().replace('Z', '000+00:00');
}

/**
 * The files of one export, each object once: adding an object already in the bundle (a
 * database shared by two datasets) does nothing, and two objects wanting the same path get
 * numbered names so neither is lost.
 */
export class BundleWriter {
  private readonly files = new Map<string, BundleFile>();
  private readonly uuids = new Set<string>();

  /** Whether the object with this uuid is already in the bundle. */
  has(uuid: string): boolean {
    return this.uuids.has(uuid);
  }

  /** Adds a file under `path` (or a numbered variant when the path is taken). */
  add(path: string, file: BundleFile): void {
    if (this.uuids.has(file.uuid)) return;
    this.uuids.add(file.uuid);
    let target = path;
    for (let n = 2; this.files.has(target); n += 1) target = path.replace(/\.yaml$/, `_${n}.yaml`);
    this.files.set(target, file);
  }

  /** The paths written so far, in the order they were added. */
  paths(): string[] {
    return [...this.files.keys()];
  }

  /** The ZIP: every file under `<kind>_export_<stamp>/`, `metadata.yaml` first. */
  zip(kind: ExportKind | 'assets', at: Date): ExportedBundle {
    const root = bundleRoot(kind, exportStamp(at));
    const metadata: BundleMetadataFile = {
      version: BUNDLE_VERSION,
      type: kind === 'assets' ? 'assets' : BUNDLE_TYPE_OF_KIND[kind],
      timestamp: isoTimestamp(at),
    };
    const entries: Zippable = { [`${root}/metadata.yaml`]: strToU8(toYaml(metadata)) };
    for (const [path, file] of this.files) entries[`${root}/${path}`] = strToU8(toYaml(file));
    return { fileName: `${root}.zip`, data: zipSync(entries, { level: 6, mtime: at }) };
  }
}
