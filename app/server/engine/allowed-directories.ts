import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** The key in a database's `extra` JSON listing the directories its SQL may read files in. */
export const ALLOWED_DIRECTORIES_KEY = 'allowed_directories';

/** The directories a database's SQL may use, or why the list is refused. */
export interface AllowedDirectories {
  directories: string[];
  problems: string[];
}

function realpathOrSelf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

const within = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/**
 * Reads `extra.allowed_directories`: a list of absolute paths to existing directories, none of
 * them a protected path (the Tessera home, with the secret key and metadata), inside one, or a
 * parent of one. Paths are compared after resolving symbolic links, so a link cannot smuggle the
 * home in. Absent or empty: no directory.
 */
export function readAllowedDirectories(extra: Readonly<Record<string, unknown>>, protectedPaths: readonly string[]): AllowedDirectories {
  const value = extra[ALLOWED_DIRECTORIES_KEY];
  if (value === undefined || value === null) return { directories: [], problems: [] };
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    return { directories: [], problems: [`${ALLOWED_DIRECTORIES_KEY} must be a list of absolute directory paths.`] };
  }
  const problems: string[] = [];
  const directories: string[] = [];
  const guarded = protectedPaths.map(realpathOrSelf);
  for (const entry of value as string[]) {
    if (!path.isAbsolute(entry)) {
      problems.push(`${entry} is not an absolute path.`);
      continue;
    }
    const normalized = path.resolve(entry);
    let isDirectory = false;
    try {
      isDirectory = statSync(normalized).isDirectory();
    } catch {
      problems.push(`${entry} does not exist.`);
      continue;
    }
    if (!isDirectory) {
      problems.push(`${entry} is not a directory.`);
      continue;
    }
    const real = realpathOrSelf(normalized);
    if (guarded.some((home) => within(real, home) || within(home, real))) {
      problems.push(`${entry} holds or lies inside Tessera's own files (its home directory), which SQL may never read.`);
      continue;
    }
    directories.push(normalized);
  }
  return { directories, problems };
}
