import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import { TABLE_LAYOUT } from './table-layout.js';
import type { TablePalette } from './table-palette.js';

/** Props of the pagination bar under the table. */
export interface TablePagerProps {
  /** 0-based page shown. */
  page: number;
  pageCount: number;
  /** Rows per page; 0 is "All". */
  pageSize: number;
  pageSizeOptions: readonly number[];
  /** Rows in all pages. */
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  palette: TablePalette;
  /** Without a way to change pages (server pagination without a data-mask handler) the controls are inert. */
  disabled?: boolean;
  /** A narrow chart drops the page-size label and the first / last buttons. */
  compact?: boolean;
}

/** Page size, the rows shown, "Page x of y" and first / previous / next / last buttons. */
export function TablePager({ page, pageCount, pageSize, pageSizeOptions, total, onPage, onPageSize, palette, disabled = false, compact = false }: TablePagerProps) {
  const first = total === 0 ? 0 : pageSize > 0 ? page * pageSize + 1 : 1;
  const last = pageSize > 0 ? Math.min(total, (page + 1) * pageSize) : total;
  const text = { fontSize: 12, color: palette.mutedText, whiteSpace: 'nowrap' } as const;
  const button = { color: palette.text, '&.Mui-disabled': { color: palette.border } } as const;
  return (
    <div
      role="navigation"
      aria-label="Pagination"
      style={{ height: TABLE_LAYOUT.footerHeight, display: 'flex', alignItems: 'center', gap: 8, padding: '0 4px', boxSizing: 'border-box', overflow: 'hidden' }}
    >
      {compact ? null : <span style={text}>Rows per page</span>}
      <NativeSelect
        value={String(pageSize)}
        disabled={disabled}
        onChange={(event) => onPageSize(Number(event.target.value))}
        input={<InputBase />}
        inputProps={{ 'aria-label': 'Rows per page' }}
        sx={{ fontSize: 12, color: palette.text, '& select': { py: 0.5, pl: 1 }, '& svg': { color: palette.mutedText } }}
      >
        {pageSizeOptions.map((size) => (
          <option key={size} value={size}>
            {size === 0 ? 'All' : size}
          </option>
        ))}
      </NativeSelect>
      <span style={{ ...text, marginLeft: 'auto' }}>
        {first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()}
      </span>
      <span style={{ ...text, color: palette.text }} aria-live="polite">
        Page {(page + 1).toLocaleString()} of {pageCount.toLocaleString()}
      </span>
      {compact ? null : (
        <IconButton size="small" aria-label="First page" disabled={disabled || page <= 0} onClick={() => onPage(0)} sx={button}>
          <FirstPage fontSize="small" />
        </IconButton>
      )}
      <IconButton size="small" aria-label="Previous page" disabled={disabled || page <= 0} onClick={() => onPage(page - 1)} sx={button}>
        <ChevronLeft fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Next page" disabled={disabled || page >= pageCount - 1} onClick={() => onPage(page + 1)} sx={button}>
        <ChevronRight fontSize="small" />
      </IconButton>
      {compact ? null : (
        <IconButton size="small" aria-label="Last page" disabled={disabled || page >= pageCount - 1} onClick={() => onPage(pageCount - 1)} sx={button}>
          <LastPage fontSize="small" />
        </IconButton>
      )}
    </div>
  );
}
