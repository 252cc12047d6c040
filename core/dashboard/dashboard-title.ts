import type { LayoutComponent, LayoutMap } from './layout-component.js';
import { DASHBOARD_HEADER_ID } from './layout-constants.js';

/** The dashboard title kept in the layout's `HEADER_ID` component ('' when there is none). */
export function getDashboardTitle(layout: LayoutMap): string {
  const text = layout[DASHBOARD_HEADER_ID]?.meta.text;
  return typeof text === 'string' ? text : '';
}

/**
 * The layout with `title` as the dashboard title, adding the `HEADER_ID` component when missing.
 * The title lives in the layout so that renaming the dashboard can be undone like any other edit.
 */
export function withDashboardTitle(layout: LayoutMap, title: string): LayoutMap {
  const header = layout[DASHBOARD_HEADER_ID];
  if (header?.meta.text === title) return layout;
  const next: LayoutComponent = header
    ? { ...header, meta: { ...header.meta, text: title } }
    : { id: DASHBOARD_HEADER_ID, type: 'HEADER', children: [], meta: { text: title } };
  return { ...layout, [DASHBOARD_HEADER_ID]: next };
}
