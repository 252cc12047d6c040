import type { QueryFormData } from '@core/plugin-api/index.js';
import type { TreeFormData } from './form-data.schema.js';
import { LABEL_POSITIONS, TREE_ORIENTS, TREE_SYMBOLS } from './tree-controls.js';

const oneOf = (choices: readonly unknown[], value: unknown) => choices.includes(value);

/**
 * Upgrades saved `tree_chart` form data: a root node id saved as a number becomes text (ids are
 * compared as text), a symbol size saved as text a number, and choices Tessera does not draw
 * (another orientation, symbol, label position, layout, emphasis or roam) fall back to the default.
 * Idempotent; the input is not modified.
 */
export function migrateTree(formData: QueryFormData): TreeFormData {
  const next: Record<string, unknown> = { ...formData };
  if (typeof next.root_node_id === 'number') next.root_node_id = String(next.root_node_id);
  if (typeof next.symbolSize === 'string') {
    const size = Number(next.symbolSize);
    if (next.symbolSize.trim() !== '' && Number.isFinite(size)) next.symbolSize = Math.round(size);
    else delete next.symbolSize;
  }
  const checks: Array<[string, readonly unknown[]]> = [
    ['orient', TREE_ORIENTS],
    ['symbol', TREE_SYMBOLS],
    ['node_label_position', LABEL_POSITIONS],
    ['child_label_position', LABEL_POSITIONS],
    ['layout', ['orthogonal', 'radial']],
    ['emphasis', ['ancestor', 'descendant']],
    ['roam', [true, false, 'scale', 'move']],
  ];
  for (const [field, choices] of checks) if (next[field] !== undefined && !oneOf(choices, next[field])) delete next[field];
  return next as TreeFormData;
}
