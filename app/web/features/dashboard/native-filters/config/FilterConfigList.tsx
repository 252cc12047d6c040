import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isNativeFilter } from '@core/dashboard/index.js';
import type { FilterTypeRegistry } from '@core/registry/index.js';
import { isPendingRemoval, type FilterConfigDraft } from './filter-config-draft';
import { filterConfigItemLabel } from './filter-config-item-label';

/** Props of {@link FilterConfigList}. */
export interface FilterConfigListProps {
  draft: FilterConfigDraft;
  selectedId: string | null;
  /** Entries with problems, marked after a save was refused. */
  invalidIds: ReadonlySet<string>;
  filterTypes: FilterTypeRegistry;
  onSelect: (id: string) => void;
  onAddFilter: () => void;
  onAddDivider: () => void;
  onRemove: (id: string) => void;
  onRestore: (id: string) => void;
  onMove: (id: string, toIndex: number) => void;
}

/**
 * The filters and dividers in filter-bar order: select one to edit it, drag or use the arrows to
 * reorder, delete (restorable for a few seconds, shown in place), add a filter or a divider.
 */
export function FilterConfigList({ draft, selectedId, invalidIds, filterTypes, onSelect, onAddFilter, onAddDivider, onRemove, onRestore, onMove }: FilterConfigListProps) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const count = draft.order.length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider', flex: 'none' }}>
        <Button size="small" startIcon={<AddIcon />} onClick={onAddFilter} data-testid="filter-config-add-filter">
          Add filter
        </Button>
        <Button size="small" startIcon={<AddIcon />} onClick={onAddDivider} data-testid="filter-config-add-divider">
          Add divider
        </Button>
      </Box>
      <List dense aria-label="Filters and dividers" sx={{ flex: 1, overflow: 'auto', py: 0 }}>
        {draft.order.map((id, index) => {
          const item = draft.items[id]!;
          const label = filterConfigItemLabel(item);
          if (isPendingRemoval(draft, id)) {
            return (
              <ListItem key={id} data-filter-config-item={id} data-removed="true" sx={{ bgcolor: 'action.hover', gap: 1 }}>
                <ListItemText primary={label} secondary="Removed" slotProps={{ primary: { sx: { textDecoration: 'line-through', color: 'text.secondary' } } }} />
                <Button size="small" onClick={() => onRestore(id)} aria-label={`Restore ${label}`}>
                  Restore
                </Button>
              </ListItem>
            );
          }
          const kind = isNativeFilter(item) ? (filterTypes.get(item.filterType)?.name ?? item.filterType) : 'Divider';
          return (
            <ListItem
              key={id}
              data-filter-config-item={id}
              disablePadding
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', id);
                setDragged(id);
              }}
              onDragOver={(event) => {
                if (dragged === null || dragged === id) return;
                event.preventDefault();
                setDropTarget(id);
              }}
              onDragLeave={() => setDropTarget((current) => (current === id ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null && dragged !== id) onMove(dragged, index);
                setDragged(null);
                setDropTarget(null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
              sx={{ borderTop: 2, borderColor: dropTarget === id ? 'primary.main' : 'transparent', opacity: dragged === id ? 0.5 : 1 }}
              secondaryAction={
                <Box sx={{ display: 'flex' }}>
                  <IconButton size="small" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(id, index - 1)}>
                    <ArrowUpwardIcon fontSize="inherit" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(id, index + 1)}>
                    <ArrowDownwardIcon fontSize="inherit" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Delete ${label}`} onClick={() => onRemove(id)}>
                    <DeleteOutlinedIcon fontSize="inherit" />
                  </IconButton>
                </Box>
              }
            >
              <ListItemButton selected={id === selectedId} onClick={() => onSelect(id)} sx={{ pr: 13, pl: 0.5 }}>
                <DragIndicatorIcon fontSize="small" sx={{ color: 'text.disabled', cursor: 'grab', mr: 0.5 }} aria-hidden />
                <ListItemText
                  primary={label}
                  secondary={kind}
                  slotProps={{ primary: { noWrap: true, sx: isNativeFilter(item) ? undefined : { fontStyle: 'italic' } } }}
                />
                {invalidIds.has(id) && <ErrorOutlinedIcon color="error" fontSize="small" titleAccess="This entry has problems" />}
              </ListItemButton>
            </ListItem>
          );
        })}
        {count === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
            No filters yet.
          </Typography>
        )}
      </List>
    </Box>
  );
}
