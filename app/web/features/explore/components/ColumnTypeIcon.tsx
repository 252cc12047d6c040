import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import type { ExploreColumn } from '@control-schemas/widgets/control-panel-context.js';

/** The generic type of a column as the panel shows it. */
export type ColumnTypeName = 'numeric' | 'string' | 'temporal' | 'boolean' | 'unknown';

const GENERIC_TYPES: Readonly<Record<number, ColumnTypeName>> = { 0: 'numeric', 1: 'string', 2: 'temporal', 3: 'boolean' };

/** A column's generic type: `type_generic` when known, temporal when flagged `is_dttm`. */
export function columnTypeName(column: Pick<ExploreColumn, 'type_generic' | 'is_dttm'>): ColumnTypeName {
  const generic = column.type_generic;
  if (generic !== null && generic !== undefined && GENERIC_TYPES[generic]) return GENERIC_TYPES[generic];
  return column.is_dttm ? 'temporal' : 'unknown';
}

const GLYPHS: Record<Exclude<ColumnTypeName, 'temporal'>, string> = { numeric: '#', string: 'ABC', boolean: '✓✗', unknown: '?' };

/** A small glyph for a column's type (`#`, `ABC`, a clock, `✓✗`, `?`), named for screen readers. */
export function ColumnTypeIcon({ type }: { type: ColumnTypeName }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${type} column`}
      data-column-type={type}
      sx={{
        width: 26,
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
        fontSize: type === 'string' ? '0.625rem' : type === 'boolean' ? '0.75rem' : '0.8125rem',
        fontWeight: 700,
        letterSpacing: type === 'string' ? '-0.02em' : 0,
        fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
      }}
    >
      {type === 'temporal' ? <AccessTimeIcon aria-hidden sx={{ fontSize: 15 }} /> : GLYPHS[type]}
    </Box>
  );
}
