import Menu from '@mui/material/Menu';
import { useRef } from 'react';
import type { ChartContextMenuEvent } from '@core/plugin-api/index.js';
import type { DrillByColumn } from './drill-by-columns';
import { DrillBySubmenu } from './DrillBySubmenu';

/** Props of {@link DrillByMarkMenu}. */
export interface DrillByMarkMenuProps {
  /** The right-click on a mark of the drilled chart; null when closed. */
  event: ChartContextMenuEvent | null;
  datasourceKey: string;
  excluded: ReadonlySet<string>;
  /** Drills the mark by `column`. */
  onDrill: (column: DrillByColumn, event: ChartContextMenuEvent) => void;
  onClose: () => void;
}

/** The menu a right-click on a mark of a drilled chart opens at the pointer: "Drill by ›" again. */
export function DrillByMarkMenu({ event, datasourceKey, excluded, onDrill, onClose }: DrillByMarkMenuProps) {
  // Kept while the menu fades out, so it closes where it opened.
  const lastEvent = useRef(event);
  if (event) lastEvent.current = event;
  const shown = event ?? lastEvent.current;
  return (
    <Menu
      open={event !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={shown ? { top: shown.clientY, left: shown.clientX } : { top: 0, left: 0 }}
      onContextMenu={(contextEvent) => {
        contextEvent.preventDefault();
        onClose();
      }}
    >
      <DrillBySubmenu
        datasourceKey={datasourceKey}
        excluded={excluded}
        onCloseMenu={onClose}
        onSelect={(column) => {
          if (shown) onDrill(column, shown);
        }}
      />
    </Menu>
  );
}
