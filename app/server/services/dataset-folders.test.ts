import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { DATASET_FOLDERS_SCHEMA, datasetFolders, extraWithFolders, type DatasetFolderNode } from './dataset-folders.js';

const folder: DatasetFolderNode = {
  uuid: '6f2c1a0e-9d1b-4b7e-8a53-0d7f3c2b9e11',
  type: 'folder',
  name: 'Sales',
  description: null,
  children: [{ uuid: '0b6f0c58-2d8e-4a53-9f0e-3c1f1b2a4d55', type: 'metric' }],
};

describe('dataset folders', () => {
  it('keeps folders in extra next to its other keys, and removes them for null', () => {
    const extra = extraWithFolders('{"certification":{"certified_by":"Ops"}}', [folder]);
    expect(JSON.parse(extra)).toEqual({ certification: { certified_by: 'Ops' }, folders: [folder] });
    expect(datasetFolders(extra)).toEqual([folder]);
    expect(JSON.parse(extraWithFolders(extra, null))).toEqual({ certification: { certified_by: 'Ops' } });
    expect(datasetFolders('not json')).toBeNull();
  });

  it("validates Superset's folder shape", () => {
    const validate = new Ajv().compile(DATASET_FOLDERS_SCHEMA);
    expect(validate([folder])).toBe(true);
    expect(validate(null)).toBe(true);
    expect(validate([{ ...folder, children: [{ ...folder, children: [] }] }])).toBe(true);
    expect(validate([{ type: 'folder', name: 'x' }])).toBe(false);
    expect(validate([{ ...folder, children: [{ uuid: folder.uuid, type: 'chart' }] }])).toBe(false);
  });
});
