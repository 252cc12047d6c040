import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useRef } from 'react';
import type { ChartContextMenuEvent, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import { drillByLabel } from './drill-filter-label';

/** Props of {@link ChartContextMenu}. */
export interface ChartContextMenuProps {
  /** What the viz reported on a right-click (where, and the mark's filters); null when closed. */
  event: ChartContextMenuEvent | null;
  /** Opens drill to detail with these filters added to the chart's (none: the whole chart). */
  onDrillToDetail: (filters: QueryObjectFilterClause[]) => void;
  onClose: () => void;
}

/**
 * The menu a right-click on a chart's mark opens at the pointer: "Drill to detail" (every row
 * behind the chart) and, when the mark selects rows, "Drill to detail by <its values>".
 */
export function ChartContextMenu({ event, onDrillToDetail, onClose }: ChartContextMenuProps) {
  // Kept while the menu fades out, so it closes where it opened.
  const lastEvent = useRef(event);
  if (event) lastEvent.current = event;
  const shown = event ?? lastEvent.current;
  const filters = shown?.filters ?? [];
  return (
    <Menu
      open={event !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={shown ? { top: shown.clientY, left: shown.clientX } : { top: 0, left: 0 }}
      onContextMenu={(contextEvent) => {
        // A second right-click outside the menu closes it instead of opening the browser's.
        contextEvent.preventDefault();
        onClose();
      }}
    >
      <MenuItem onClick={() => onDrillToDetail([])}>Drill to detail</MenuItem>
      {filters.length > 0 ? <MenuItem onClick={() => onDrillToDetail([...filters])}>{`Drill to detail by ${drillByLabel(filters)}`}</MenuItem> : null}
    </Menu>
  );
}
