import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { SearchField } from '../../components/SearchField';
import { permissionViewLabel, searchPermissionViews } from './permission-search';
import type { PermissionViewRow } from './role-types';

/** Matches are listed this many at a time: there can be thousands. */
export const PERMISSION_PAGE = 100;

interface PermissionPickerProps {
  /** Every permission view there is. */
  rows: readonly PermissionViewRow[];
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
}

/**
 * Picks permission views among thousands: a search that filters as you type, the matches listed a
 * page at a time with a checkbox each, and what is granted as chips above.
 */
export function PermissionPicker({ rows, selected, onChange }: PermissionPickerProps) {
  const [text, setText] = useState('');
  const [onlyGranted, setOnlyGranted] = useState(false);
  const [shown, setShown] = useState(PERMISSION_PAGE);
  // Typing stays responsive while thousands of rows are searched.
  const search = useDeferredValue(text);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row] as const)), [rows]);
  const matches = useMemo(() => {
    const found = searchPermissionViews(rows, search);
    return onlyGranted ? found.filter((row) => selected.has(row.id)) : found;
  }, [rows, search, onlyGranted, selected]);
  const granted = useMemo(
    () => [...selected].map((id) => byId.get(id)).filter((row): row is PermissionViewRow => row !== undefined),
    [selected, byId],
  );

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };

  return (
    <Stack sx={{ gap: 1.5, height: '100%', minHeight: 0 }}>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
          {granted.length === 1 ? '1 permission granted' : `${granted.length} permissions granted`}
        </Typography>
        <Box
          role="list"
          aria-label="Granted permissions"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxHeight: 112, overflowY: 'auto', p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 40 }}
        >
          {granted.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', px: 1, py: 0.5 }}>
              None yet: pick some below.
            </Typography>
          ) : (
            granted.map((row) => (
              <Chip
                key={row.id}
                role="listitem"
                size="small"
                label={permissionViewLabel(row)}
                onDelete={() => toggle(row.id)}
                deleteIcon={<CancelIcon aria-label={`Remove ${permissionViewLabel(row)}`} aria-hidden={false} />}
              />
            ))
          )}
        </Box>
      </Box>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField
          label="Search permissions"
          placeholder="e.g. read dashboard"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setShown(PERMISSION_PAGE);
          }}
          sx={{ flex: '1 1 260px' }}
        />
        <FormControlLabel
          control={<Switch size="small" checked={onlyGranted} onChange={(event) => setOnlyGranted(event.target.checked)} />}
          label="Granted only"
        />
      </Stack>
      <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
        {matches.length === 0
          ? 'No permission matches.'
          : matches.length <= shown
            ? `${matches.length.toLocaleString()} ${matches.length === 1 ? 'match' : 'matches'}`
            : `Showing ${shown.toLocaleString()} of ${matches.length.toLocaleString()} matches: type more to narrow them down.`}
      </Typography>
      <List dense aria-label="Permissions" sx={{ overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, py: 0, flex: '1 1 auto', minHeight: 160 }}>
        {matches.slice(0, shown).map((row) => {
          const checked = selected.has(row.id);
          const labelId = `permission-view-${row.id}`;
          return (
            <ListItemButton key={row.id} onClick={() => toggle(row.id)} dense sx={{ py: 0 }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': labelId } }} />
              </ListItemIcon>
              <ListItemText
                id={labelId}
                primary={
                  <>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {row.permission.name}
                    </Box>{' '}
                    on {row.view_menu.name}
                  </>
                }
              />
            </ListItemButton>
          );
        })}
      </List>
      {matches.length > shown ? (
        <Button onClick={() => setShown((count) => count + PERMISSION_PAGE)} sx={{ alignSelf: 'flex-start' }}>
          Show {Math.min(PERMISSION_PAGE, matches.length - shown)} more
        </Button>
      ) : null}
    </Stack>
  );
}
