import Box from '@mui/material/Box';
import type { ChangeEvent } from 'react';
import { parseColor, swatchColor, toHexColor } from './color-value.js';

/** The pattern behind a colour that is not set or not readable. */
const EMPTY_SWATCH = 'repeating-conic-gradient(#d0d0d0 0% 25%, #ffffff 0% 50%) 50% / 8px 8px';

interface ColorSwatchProps {
  /** A colour in any form `parseColor` reads. */
  value: unknown;
  /** Called with the picked colour as `#rrggbb`. */
  onPick(hex: string): void;
  /** The accessible name of the picker. */
  label: string;
  disabled?: boolean;
  size?: number;
}

/** A colour swatch that opens the browser's colour picker when clicked. */
export function ColorSwatch({ value, onPick, label, disabled, size = 28 }: ColorSwatchProps) {
  const color = parseColor(value);
  return (
    <Box
      component="span"
      title={label}
      sx={{
        position: 'relative',
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        background: swatchColor(value) ?? EMPTY_SWATCH,
        cursor: disabled ? 'default' : 'pointer',
      }}
    >
      <Box
        component="input"
        type="color"
        aria-label={label}
        disabled={disabled}
        value={color ? toHexColor({ ...color, a: 1 }) : '#000000'}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(event.target.value)}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, p: 0, m: 0, border: 0, cursor: 'inherit' }}
      />
    </Box>
  );
}
