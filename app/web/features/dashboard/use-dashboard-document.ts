import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import {
  type LayoutAction,
  type LayoutMap,
  createLayoutHistory,
  createLayoutHistoryReducer,
  getDashboardTitle,
  hydrateLayout,
  toPositionJson,
  withDashboardTitle,
} from '@core/dashboard/index.js';
import type { DashboardChart, DashboardInfo, DashboardMetadata } from './dashboard-types';
import type { RelatedChoice } from './dashboard-api';
import { type DashboardProperties, parseMetadataText } from './model/save-payload';

/** The dashboard's properties as stored, read from its detail. */
export function propertiesOf(info: DashboardInfo): DashboardProperties {
  return {
    dashboard_title: info.dashboard_title,
    slug: info.slug,
    owners: info.owners.map((owner) => owner.id),
    roles: (info.roles ?? []).map((role) => role.id),
    certified_by: info.certified_by,
    certification_details: info.certification_details,
    css: info.css ?? '',
  };
}

/** The owners and roles of a dashboard detail as choices with their names. */
export function relatedChoicesOf(info: DashboardInfo): { owners: RelatedChoice[]; roles: RelatedChoice[] } {
  return {
    owners: info.owners.map((owner) => ({ value: owner.id, text: `${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim() || `User ${owner.id}` })),
    roles: (info.roles ?? []).map((role) => ({ value: role.id, text: role.name })),
  };
}

/** What the page remembers of the last saved state, to discard edits back to it. */
interface SavedState {
  layout: LayoutMap;
  metadata: DashboardMetadata;
  properties: DashboardProperties;
  choices: { owners: RelatedChoice[]; roles: RelatedChoice[] };
}

/**
 * The dashboard as the page edits it: the layout with its undo history (core/dashboard's reducer),
 * the metadata, properties and CSS drafts, the charts it knows, and the last saved state to go
 * back to. `unsaved` covers layout changes and property, metadata or CSS changes alike.
 */
export function useDashboardDocument(info: DashboardInfo, loadedCharts: readonly DashboardChart[], openLayout: (layout: LayoutMap) => LayoutMap = (layout) => layout) {
  const initial = useMemo((): SavedState => {
    const hydrated = hydrateLayout({
      positionData: info.position_json,
      charts: loadedCharts.map((chart) => ({ chartId: chart.id, sliceName: chart.slice_name })),
      dashboardTitle: info.dashboard_title,
    });
    // Plugins' `dashboard.layout` taps see the layout as it opens.
    const layout = openLayout(hydrated);
    return { layout, metadata: parseMetadataText(info.json_metadata) ?? {}, properties: propertiesOf(info), choices: relatedChoicesOf(info) };
    // The document is read once per dashboard (the view is keyed by its id); later changes come from this page.
  }, []);
  const reducer = useMemo(() => createLayoutHistoryReducer(), []);
  const [history, dispatchHistory] = useReducer(reducer, initial.layout, createLayoutHistory);
  const [metadata, setMetadataState] = useState<DashboardMetadata>(initial.metadata);
  const [properties, setPropertiesState] = useState<DashboardProperties>(initial.properties);
  const [choices, setChoices] = useState(initial.choices);
  const [otherChanges, setOtherChanges] = useState(false);
  const [charts, setCharts] = useState<ReadonlyMap<number, DashboardChart>>(() => new Map(loadedCharts.map((chart) => [chart.id, chart])));
  const saved = useRef<SavedState>(initial);

  const dispatchLayout = useCallback((action: LayoutAction) => dispatchHistory(action), []);
  const undo = useCallback(() => dispatchHistory({ type: 'UNDO' }), []);
  const redo = useCallback(() => dispatchHistory({ type: 'REDO' }), []);

  const setMetadata = useCallback((next: DashboardMetadata) => {
    setMetadataState(next);
    setOtherChanges(true);
  }, []);
  const setProperties = useCallback((next: DashboardProperties, names?: { owners: RelatedChoice[]; roles: RelatedChoice[] }) => {
    setPropertiesState(next);
    if (names) setChoices(names);
    setOtherChanges(true);
  }, []);

  const addChart = useCallback((chart: DashboardChart) => {
    setCharts((current) => (current.has(chart.id) ? current : new Map(current).set(chart.id, chart)));
  }, []);

  /** Everything the page shows now becomes the saved state (after a save, or a change saved at once). */
  const markSaved = useCallback(
    (next: { layout: LayoutMap; metadata: DashboardMetadata; properties: DashboardProperties; choices?: { owners: RelatedChoice[]; roles: RelatedChoice[] } }) => {
      saved.current = { layout: next.layout, metadata: next.metadata, properties: next.properties, choices: next.choices ?? saved.current.choices };
      dispatchHistory({ type: 'HYDRATE_LAYOUT', layout: next.layout });
      setMetadataState(next.metadata);
      setPropertiesState(next.properties);
      if (next.choices) setChoices(next.choices);
      setOtherChanges(false);
    },
    [],
  );

  /** Back to the last saved state. */
  const discard = useCallback(() => {
    const last = saved.current;
    dispatchHistory({ type: 'HYDRATE_LAYOUT', layout: last.layout });
    setMetadataState(last.metadata);
    setPropertiesState(last.properties);
    setChoices(last.choices);
    setOtherChanges(false);
  }, []);

  const layout = history.present;
  return {
    history,
    layout,
    title: getDashboardTitle(layout),
    metadata,
    properties,
    choices,
    charts,
    unsaved: history.unsavedChanges || otherChanges,
    saved,
    dispatchLayout,
    undo,
    redo,
    setMetadata,
    setProperties,
    addChart,
    markSaved,
    discard,
    /** The saved layout with a new title (a rename saved at once, outside edit mode). */
    retitleSaved: (title: string) => withDashboardTitle(saved.current.layout, title),
    positionJson: () => JSON.stringify(toPositionJson(layout)),
  };
}
