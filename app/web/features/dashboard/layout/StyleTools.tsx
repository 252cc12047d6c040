import FormatColorFillIcon from '@mui/icons-material/FormatColorFill';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import { useState, type ReactNode } from 'react';
import { LayoutBackground, LayoutHeaderSize, type LayoutComponent } from '@core/dashboard/index.js';
import { useLayoutEditing } from '../dashboard-contexts';

interface Choice<T extends string> {
  value: T;
  label: string;
}

const BACKGROUNDS: Choice<LayoutBackground>[] = [
  { value: LayoutBackground.TRANSPARENT, label: 'Transparent background' },
  { value: LayoutBackground.WHITE, label: 'White background' },
];

const HEADER_SIZES: Choice<LayoutHeaderSize>[] = [
  { value: LayoutHeaderSize.SMALL, label: 'Small header' },
  { value: LayoutHeaderSize.MEDIUM, label: 'Medium header' },
  { value: LayoutHeaderSize.LARGE, label: 'Large header' },
];

function ChoiceTool<T extends string>({ label, icon, choices, value, onChoose }: { label: string; icon: ReactNode; choices: Choice<T>[]; value: T | undefined; onChoose: (value: T) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          {icon}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            selected={choice.value === value}
            onClick={() => {
              setAnchor(null);
              onChoose(choice.value);
            }}
          >
            <ListItemIcon sx={{ visibility: choice.value === value ? 'visible' : 'hidden' }}>
              <CheckIcon fontSize="small" />
            </ListItemIcon>
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Edit-toolbar button choosing a row's, column's or header's background (white or transparent). */
export function BackgroundTool({ component }: { component: LayoutComponent }) {
  const { dispatch } = useLayoutEditing();
  return (
    <ChoiceTool
      label="Background"
      icon={<FormatColorFillIcon fontSize="small" />}
      choices={BACKGROUNDS}
      value={component.meta.background ?? LayoutBackground.TRANSPARENT}
      onChoose={(background) => dispatch({ type: 'UPDATE_COMPONENT_META', id: component.id, meta: { background } })}
    />
  );
}

/** Edit-toolbar button choosing a header's size (small, medium, large). */
export function HeaderSizeTool({ component }: { component: LayoutComponent }) {
  const { dispatch } = useLayoutEditing();
  return (
    <ChoiceTool
      label="Header size"
      icon={<FormatSizeIcon fontSize="small" />}
      choices={HEADER_SIZES}
      value={component.meta.headerSize ?? LayoutHeaderSize.MEDIUM}
      onChoose={(headerSize) => dispatch({ type: 'UPDATE_COMPONENT_META', id: component.id, meta: { headerSize } })}
    />
  );
}
