/**
 * Superset's dataset folders (`folders` on `GET/PUT /api/v1/dataset/{pk}`): how explore groups a
 * dataset's metrics and columns, a tree of `{uuid, type: 'folder', name, description, children}`
 * whose leaves are `{uuid, type: 'metric' | 'column'}`. Tessera keeps the tree inside the
 * dataset's `extra` JSON under `folders`, so it needs no column of its own.
 */

/** One folder or leaf of the tree, as the API carries it. */
export interface DatasetFolderNode {
  uuid: string;
  type: 'folder' | 'metric' | 'column';
  name?: string;
  description?: string | null;
  children?: DatasetFolderNode[];
}

const UUID = { type: 'string', pattern: '^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$' } as const;
const LEAF = {
  type: 'object',
  required: ['uuid', 'type'],
  additionalProperties: false,
  properties: { uuid: UUID, type: { enum: ['metric', 'column'] }, name: { type: 'string' } },
} as const;

/** A folder whose children may nest `depth` more folders. */
function folderSchema(depth: number): Record<string, unknown> {
  return {
    type: 'object',
    required: ['uuid', 'type', 'name'],
    additionalProperties: false,
    properties: {
      uuid: UUID,
      type: { const: 'folder' },
      name: { type: 'string', minLength: 1, maxLength: 250 },
      description: { type: ['string', 'null'], maxLength: 1000 },
      children: { type: 'array', maxItems: 5000, items: depth > 0 ? { anyOf: [LEAF, folderSchema(depth - 1)] } : LEAF },
    },
  };
}

/** JSON Schema of `folders` in a dataset PUT: null, or folders nested up to five deep. */
export const DATASET_FOLDERS_SCHEMA = { type: ['array', 'null'], maxItems: 1000, items: folderSchema(4) } as const;

function extraObject(extra: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(extra ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The folders kept in a dataset's `extra`; null when it has none. */
export function datasetFolders(extra: string | null | undefined): DatasetFolderNode[] | null {
  const folders = extraObject(extra)['folders'];
  return Array.isArray(folders) ? (folders as DatasetFolderNode[]) : null;
}

/** The dataset's `extra` text with `folders` set (or removed, for null). */
export function extraWithFolders(extra: string | null | undefined, folders: DatasetFolderNode[] | null): string {
  const { folders: _previous, ...rest } = extraObject(extra);
  return JSON.stringify(folders === null ? rest : { ...rest, folders });
}
