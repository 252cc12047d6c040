import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** A column's place in a virtualised grid: its left edge and width in px, and whether it holds numbers. */
export interface GridColumnBox {
  left: number;
  width: number;
  numeric: boolean;
}

/** Style of a cell absolutely placed in its row (numbers right-aligned, one line, clipped). */
export function gridCellSx({ left, width, numeric }: GridColumnBox) {
  return {
    position: 'absolute' as const,
    top: 0,
    left,
    width,
    height: '100%',
    px: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: numeric ? 'flex-end' : 'flex-start',
    borderRight: 1,
    borderColor: 'divider',
    overflow: 'hidden',
    whiteSpace: 'nowrap' as const,
  };
}

const ELLIPSIS_SX = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A sortable column header: click to cycle the sort; the arrow shows the current direction. */
export function SortableHeaderCell({ name, index, box, direction, onSort }: {
  name: string;
  /** 0-based column index (aria-colindex is 1-based). */
  index: number;
  box: GridColumnBox;
  direction: 'asc' | 'desc' | null;
  onSort(): void;
}) {
  return (
    <Box
      role="columnheader"
      aria-colindex={index + 1}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      sx={{ ...gridCellSx(box), px: 0 }}
    >
      <ButtonBase
        onClick={onSort}
        title={`Sort by ${name}`}
        sx={{
          width: '100%',
          height: '100%',
          px: 1,
          gap: 0.5,
          justifyContent: box.numeric ? 'flex-end' : 'flex-start',
          typography: 'subtitle2',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box component="span" sx={ELLIPSIS_SX}>
          {name}
        </Box>
        {direction === 'asc' ? <ArrowUpwardIcon aria-hidden sx={{ fontSize: 14 }} /> : null}
        {direction === 'desc' ? <ArrowDownwardIcon aria-hidden sx={{ fontSize: 14 }} /> : null}
      </ButtonBase>
    </Box>
  );
}

/** A data cell: its text (full text on hover), or a greyed placeholder for a missing value. */
export function GridCell({ text, index, box, nullLabel }: { text: string | null; index: number; box: GridColumnBox; nullLabel: string }) {
  return (
    <Box
      role="gridcell"
      aria-colindex={index + 1}
      title={text ?? undefined}
      sx={{ ...gridCellSx(box), fontVariantNumeric: box.numeric ? 'tabular-nums' : undefined }}
    >
      {text === null ? (
        <Box component="span" sx={{ color: 'text.disabled', fontStyle: 'italic' }}>
          {nullLabel}
        </Box>
      ) : (
        <Box component="span" sx={ELLIPSIS_SX}>
          {text}
        </Box>
      )}
    </Box>
  );
}

/** The filter box above a grid. */
export function GridFilterField({ value, onChange, label, placeholder = label, disabled, width }: {
  value: string;
  onChange(value: string): void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  width: number;
}) {
  return (
    <TextField
      size="small"
      placeholder={placeholder}
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <FilterListIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
