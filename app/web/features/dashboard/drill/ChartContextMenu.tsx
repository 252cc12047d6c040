import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMemo, useRef, type ReactNode } from 'react';
import type { ChartContextMenuEvent, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { FormData } from '../../../chart/chart-form-data';
import { drilledColumns } from '../../../chart/drill-by/drill-by-query';
import { DrillBySubmenu } from '../../../chart/drill-by/DrillBySubmenu';
import { drillByLabel } from './drill-filter-label';

/** What "Drill by ›" needs in a mark's context menu. */
export interface ContextMenuDrillBy {
  /** The chart's form data: its dataset and the dimensions it already groups by. */
  formData: FormData;
  /** Regroups the chart by `column`, with the right-clicked mark's filters. */
  onDrill: (column: string, markFilters: QueryObjectFilterClause[]) => void;
}

/** Props of {@link ChartContextMenu}. */
export interface ChartContextMenuProps {
  /** What the viz reported on a right-click (where, and the mark's filters); null when closed. */
  event: ChartContextMenuEvent | null;
  /** Opens drill to detail with these filters added to the chart's (none: the whole chart); absent: not offered. */
  onDrillToDetail?: (filters: QueryObjectFilterClause[]) => void;
  /** Offers "Drill by ›" with the dataset's columns; absent: not offered. */
  drillBy?: ContextMenuDrillBy;
  onClose: () => void;
}

/**
 * The menu a right-click on a chart's mark opens at the pointer: "Drill to detail" (every row
 * behind the chart), "Drill to detail by <its values>" when the mark selects rows, and "Drill by ›"
 * the dataset's other columns, each as the user may.
 */
export function ChartContextMenu({ event, onDrillToDetail, drillBy, onClose }: ChartContextMenuProps) {
  // Kept while the menu fades out, so it closes where it opened.
  const lastEvent = useRef(event);
  if (event) lastEvent.current = event;
  const shown = event ?? lastEvent.current;
  const filters = shown?.filters ?? [];
  const drillByFormData = drillBy?.formData;
  const excluded = useMemo(() => (drillByFormData ? drilledColumns(drillByFormData, []) : new Set<string>()), [drillByFormData]);

  const items: ReactNode[] = [];
  if (onDrillToDetail) {
    items.push(<MenuItem key="drill-to-detail" onClick={() => onDrillToDetail([])}>Drill to detail</MenuItem>);
    if (filters.length > 0) {
      items.push(<MenuItem key="drill-to-detail-by" onClick={() => onDrillToDetail([...filters])}>{`Drill to detail by ${drillByLabel(filters)}`}</MenuItem>);
    }
  }
  if (drillBy) {
    if (items.length > 0) items.push(<Divider key="divider-drill-by" />);
    items.push(
      <DrillBySubmenu
        key="drill-by"
        datasourceKey={drillBy.formData.datasource}
        excluded={excluded}
        onCloseMenu={onClose}
        onSelect={(column) => drillBy.onDrill(column.name, [...filters])}
      />,
    );
  }
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
      {items}
    </Menu>
  );
}
