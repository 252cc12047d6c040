import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CodeIcon from '@mui/icons-material/Code';
import FunctionsIcon from '@mui/icons-material/Functions';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import Box from '@mui/material/Box';
import type { ReactElement } from 'react';
import type { ColumnKind } from './column-kind.js';

/** What an option icon stands for: a column kind, a saved or adhoc metric, or a SQL expression. */
export type OptionIconKind = ColumnKind | 'metric' | 'sql';

const TITLES: Readonly<Record<OptionIconKind, string>> = {
  numeric: 'Numeric column',
  string: 'Text column',
  temporal: 'Time column',
  boolean: 'Boolean column',
  unknown: 'Column of unknown type',
  metric: 'Metric',
  sql: 'SQL expression',
};

/**
 * The small type badge in front of a column or metric: `#` for numbers, `abc` for text, a clock
 * for time, a switch for booleans, `?` when unknown, Σ for metrics and `</>` for SQL.
 */
export function ColumnTypeIcon({ kind }: { kind: OptionIconKind }): ReactElement {
  const iconSx = { fontSize: 15 };
  let glyph: ReactElement | string;
  switch (kind) {
    case 'numeric':
      glyph = '#';
      break;
    case 'string':
      glyph = 'abc';
      break;
    case 'temporal':
      glyph = <AccessTimeIcon sx={iconSx} />;
      break;
    case 'boolean':
      glyph = <ToggleOnIcon sx={iconSx} />;
      break;
    case 'metric':
      glyph = <FunctionsIcon sx={iconSx} />;
      break;
    case 'sql':
      glyph = <CodeIcon sx={iconSx} />;
      break;
    default:
      glyph = '?';
  }
  return (
    <Box
      component="span"
      title={TITLES[kind]}
      aria-hidden="true"
      data-kind={kind}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        minWidth: 20,
        height: 18,
        color: 'text.secondary',
        fontSize: 11,
        fontWeight: 600,
        fontFamily: 'monospace',
        lineHeight: 1,
      }}
    >
      {glyph}
    </Box>
  );
}
