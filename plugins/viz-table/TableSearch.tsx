import SearchIcon from '@mui/icons-material/Search';
import InputBase from '@mui/material/InputBase';
import { TABLE_LAYOUT } from './table-layout.js';
import type { TablePalette } from './table-palette.js';

/** Props of the search bar above the table. */
export interface TableSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Rows matching the search, and rows in all. */
  matching: number;
  total: number;
  palette: TablePalette;
}

/** The search box, with how many rows match. */
export function TableSearch({ value, onChange, matching, total, palette }: TableSearchProps) {
  const count = matching === total ? `${total.toLocaleString()} rows` : `${matching.toLocaleString()} of ${total.toLocaleString()} rows`;
  return (
    <div style={{ height: TABLE_LAYOUT.toolbarHeight, display: 'flex', alignItems: 'center', gap: 12, padding: '0 4px', boxSizing: 'border-box' }}>
      <InputBase
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search"
        type="search"
        slotProps={{ input: { 'aria-label': 'Search rows' } }}
        startAdornment={<SearchIcon aria-hidden sx={{ fontSize: 18, mr: 0.75, color: palette.mutedText }} />}
        sx={{
          width: 240,
          maxWidth: '60%',
          height: 32,
          px: 1,
          fontSize: 13,
          color: palette.text,
          border: `1px solid ${palette.border}`,
          borderRadius: 1,
          '&.Mui-focused': { borderColor: palette.focus },
        }}
      />
      <span style={{ marginLeft: 'auto', fontSize: 12, color: palette.mutedText, whiteSpace: 'nowrap' }}>{count}</span>
    </div>
  );
}
