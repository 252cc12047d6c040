import { useCallback, useRef, useState } from 'react';
import type { FilterBarOrientation, FilterConfigItem, NativeFilterChanges } from '@core/dashboard/index.js';
import { DangerToast, formatMessage } from '@core/errors/index.js';
import { useAppDispatch } from '../../../store/hooks';
import { addDangerToast } from '../../../store/toast-actions';
import { errorMessageOf } from '../../../api/api-call-error';
import { isEditConflict } from '../../../api/edit-conflict';
import { FRESH_READ, unwrapCall } from '../../../api/unwrap-call';
import { dashboardApi, useSaveNativeFiltersMutation, useUpdateDashboardMutation } from '../dashboard-api';
import type { DashboardInfo, DashboardMetadata } from '../dashboard-types';
import { dashboardVersion } from '../model/dashboard-version';
import { parseMetadataText } from '../model/save-payload';
import type { useDashboardDocument } from '../use-dashboard-document';
import type { CrossFilterScopingValue } from './config/cross-filter-scoping-value';

/** What {@link useFilterSettingsSave} needs from the page. */
export interface FilterSettingsSaveOptions {
  info: DashboardInfo;
  setInfo: (info: DashboardInfo) => void;
  dashboard: ReturnType<typeof useDashboardDocument>;
  editMode: boolean;
}

/**
 * The dashboard's filter settings saved at once, outside the dashboard's own save: the native
 * filter configuration (`PUT /api/v1/dashboard/{id}/filters`: begin, complete with the
 * configuration the server answers, or fail), and the filter-bar orientation, cross-filtering and
 * cross-filter scoping (each a `PUT` of the stored metadata with the one key changed, naming the
 * version it was based on). Each
 * success updates the dashboard info and the page's metadata, saved and shown alike; each failure
 * is a danger toast and a rejection, so a dialog stays open.
 */
export function useFilterSettingsSave(options: FilterSettingsSaveOptions) {
  const appDispatch = useAppDispatch();
  const [updateDashboard] = useUpdateDashboardMutation();
  const [saveNativeFilters] = useSaveNativeFiltersMutation();
  const [savingFilters, setSavingFilters] = useState(false);
  // The saves read the page as it is when they finish, and stay the same functions meanwhile.
  const latest = useRef(options);
  latest.current = options;

  /** The metadata keys saved on the server become part of the page's saved and shown metadata. */
  const commitMetadata = useCallback(
    (patch: DashboardMetadata) => {
      const { info, setInfo, dashboard, editMode } = latest.current;
      const saved = { ...dashboard.saved.current.metadata, ...patch };
      const shown = { ...dashboard.metadata, ...patch };
      if (editMode) {
        // Edits in progress stay; the saved state gains the change so discarding keeps it.
        dashboard.saved.current = { ...dashboard.saved.current, metadata: saved };
        dashboard.setMetadata(shown);
      } else {
        dashboard.markSaved({ layout: dashboard.saved.current.layout, metadata: shown, properties: dashboard.properties });
      }
      setInfo({ ...info, json_metadata: JSON.stringify(saved) });
    },
    [],
  );

  /**
   * `PUT /api/v1/dashboard/{id}` of the stored metadata with `patch` over it, naming the version
   * the page holds. When someone else saved the dashboard since (409), their metadata is read
   * afresh and the patch, which only changes its own keys, is put over it under the new version,
   * so neither their change nor this one is lost.
   */
  const putMetadata = useCallback(
    async (patch: DashboardMetadata) => {
      const { info, dashboard } = latest.current;
      const send = (base: DashboardMetadata, version: number | undefined) =>
        unwrapCall(
          updateDashboard({
            id: info.id,
            slug: info.slug,
            body: { json_metadata: JSON.stringify({ ...base, ...patch }), ...(version === undefined ? {} : { last_modified_time: version }) },
          }),
        );
      const version = dashboardVersion(info.id);
      try {
        await send(dashboard.saved.current.metadata, version);
      } catch (error) {
        if (version === undefined || !(await isEditConflict(error))) throw error;
        const fresh = await unwrapCall(appDispatch(dashboardApi.endpoints.getDashboard.initiate(String(info.id), FRESH_READ)));
        await send(parseMetadataText(fresh.json_metadata) ?? {}, dashboardVersion(info.id));
      }
      commitMetadata(patch);
    },
    [commitMetadata, updateDashboard, appDispatch],
  );

  /** A metadata save whose failure is a "save failed" danger toast, then the rejection. */
  const putMetadataOrToast = useCallback(
    async (patch: DashboardMetadata) => {
      try {
        await putMetadata(patch);
      } catch (error) {
        appDispatch(addDangerToast(formatMessage(DangerToast.SAVE_DASHBOARD_FAILED, [await errorMessageOf(error)])));
        throw error;
      }
    },
    [putMetadata, appDispatch],
  );

  /**
   * Saves the filter configuration modal's changes (their scopes already computed against the
   * layout by the modal); answers the configuration as stored.
   */
  const saveConfiguration = useCallback(
    async (changes: NativeFilterChanges): Promise<FilterConfigItem[]> => {
      setSavingFilters(true);
      try {
        const configuration = await unwrapCall(saveNativeFilters({ id: latest.current.info.id, changes }));
        commitMetadata({ native_filter_configuration: configuration });
        return configuration;
      } catch (error) {
        appDispatch(addDangerToast(formatMessage(DangerToast.SAVE_DASHBOARD_FAILED, [await errorMessageOf(error)])));
        throw error;
      } finally {
        setSavingFilters(false);
      }
    },
    [commitMetadata, saveNativeFilters, appDispatch],
  );

  const saveOrientation = useCallback(
    (orientation: FilterBarOrientation) => putMetadataOrToast({ filter_bar_orientation: orientation }),
    [putMetadataOrToast],
  );

  const saveCrossFiltersEnabled = useCallback((enabled: boolean) => putMetadataOrToast({ cross_filters_enabled: enabled }), [putMetadataOrToast]);

  const saveCrossFilterScoping = useCallback(
    async (scoping: CrossFilterScopingValue) => {
      try {
        await putMetadata({ chart_configuration: scoping.chart_configuration, global_chart_configuration: scoping.global_chart_configuration });
      } catch (error) {
        appDispatch(addDangerToast(DangerToast.SAVE_CROSS_FILTER_SCOPING_FAILED));
        throw error;
      }
    },
    [putMetadata, appDispatch],
  );

  return { savingFilters, saveConfiguration, saveOrientation, saveCrossFiltersEnabled, saveCrossFilterScoping };
}
