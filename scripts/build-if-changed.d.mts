/** Types of scripts/build-if-changed.mjs (the build `npm start` skips when nothing changed). */
export type BuildTarget = 'web' | 'server';

/** A file's size, modification time (ms) and content hash, as recorded in dist/.build-stamp.json. */
export type FileRecord = [size: number, mtimeMs: number, sha256: string];

export function fingerprints(root: string, known?: Record<string, FileRecord>): { targets: Record<BuildTarget, string>; files: Record<string, FileRecord> };

export function buildIfChanged(
  root: string,
  options?: {
    targets?: BuildTarget[];
    force?: boolean;
    log?: (line: string) => void;
    stdio?: import('node:child_process').StdioOptions;
  },
): BuildTarget[];
