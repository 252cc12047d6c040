import CheckIcon from '@mui/icons-material/Check';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { FilterBarOrientation } from '@core/dashboard/index.js';
import type { NativeFiltersUi } from './native-filters-context';

const ORIENTATIONS: ReadonlyArray<{ value: FilterBarOrientation; label: string }> = [
  { value: 'VERTICAL', label: 'Vertical (Left)' },
  { value: 'HORIZONTAL', label: 'Horizontal (Top)' },
];

/**
 * The filter bar's gear menu, for users who may edit the dashboard: cross-filtering on or off,
 * cross-filter scoping, and the bar's orientation (each saved at once).
 */
export function FilterBarSettings({ ui }: { ui: NativeFiltersUi }) {
  const { model } = ui;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  if (!ui.canEdit) return null;
  return (
    <>
      <Tooltip title="Settings">
        <IconButton size="small" aria-label="Filter bar settings" onClick={(event) => setAnchor(event.currentTarget)} data-testid="filter-bar-settings">
          <SettingsOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            void model.saveCrossFiltersEnabled(!model.crossFiltersEnabled);
          }}
          role="menuitemcheckbox"
          aria-checked={model.crossFiltersEnabled}
        >
          <ListItemIcon>{model.crossFiltersEnabled ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>Enable cross-filtering</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            ui.openCrossFilterScoping();
          }}
        >
          <ListItemIcon />
          <ListItemText>Edit cross-filter scoping</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: 2.5 }}>Orientation of filter bar</ListSubheader>
        {ORIENTATIONS.map((option) => (
          <MenuItem
            key={option.value}
            role="menuitemradio"
            aria-checked={model.orientation === option.value}
            onClick={() => {
              close();
              if (model.orientation !== option.value) void model.saveOrientation(option.value);
            }}
          >
            <ListItemIcon>{model.orientation === option.value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
