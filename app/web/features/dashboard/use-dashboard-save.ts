import { useCallback, useState } from 'react';
import { DangerToast, SuccessToast, formatMessage } from '@core/errors/index.js';
import { type LayoutMap, checkPositionDataSize, toPositionJson, withDashboardTitle } from '@core/dashboard/index.js';
import type { SavedDashboard } from '@core/plugin-api/index.js';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast, addSuccessToast, addWarningToast } from '../../store/toast-actions';
import { errorMessageOf } from '../../api/api-call-error';
import { isEditConflict } from '../../api/edit-conflict';
import { FRESH_READ, unwrapCall } from '../../api/unwrap-call';
import { type DashboardUpdateAnswer, dashboardApi, useCopyDashboardMutation, useUpdateDashboardMutation } from './dashboard-api';
import type { DashboardInfo, DashboardMetadata } from './dashboard-types';
import type { PropertiesFormValues } from './header/PropertiesDialog';
import { dashboardVersion } from './model/dashboard-version';
import {
  type DashboardProperties,
  type DashboardSaveBody,
  type OverwriteItem,
  dashboardCopyBody,
  dashboardSaveBody,
  overwriteItems,
  parseMetadataText,
  withLastModifiedTime,
} from './model/save-payload';
import type { useDashboardDocument } from './use-dashboard-document';

/** Superset's texts for a layout too large to save, or close to it. */
const TOO_LARGE = 'Your dashboard is too large. Please reduce its size before saving it.';
const NEAR_LIMIT = 'Your dashboard is near the size limit. If you add more, you may not be able to save it.';

const saveFailed = (message: string) => formatMessage(DangerToast.SAVE_DASHBOARD_FAILED, [message]);

/** What a properties or CSS save rejects with when the user cancelled it at the conflict dialog: nothing to report. */
const SAVE_CANCELLED = new Error('The save was cancelled');

/** What the save hook needs from the page. */
export interface DashboardSaveOptions {
  info: DashboardInfo;
  setInfo: (info: DashboardInfo) => void;
  dashboard: ReturnType<typeof useDashboardDocument>;
  editMode: boolean;
  leaveEditMode: () => void;
  refreshFrequency: number;
  expandedSlices: Readonly<Record<string, boolean>>;
  rbac: boolean;
  confirmDiff: boolean;
  /** Runs once a save of the layout succeeded (the `dashboard.afterSave` hook). */
  afterSave?: (saved: SavedDashboard) => Promise<void>;
  /** Opens another dashboard (the copy just saved). */
  openDashboard: (id: number) => void;
}

/**
 * Saving a dashboard: the overwrite (`PUT` with the layout in `json_metadata.positions`, naming
 * the version it was based on), with the diff confirmation when `CONFIRM_DASHBOARD_DIFF` is on;
 * a save refused because someone else changed the dashboard (409) offers the confirmed overwrite
 * (`conflict`), through the diff confirmation when the flag is on; save as a copy; the properties
 * and CSS saved at once outside edit mode, naming the version too (a 409 opens the same conflict
 * dialog); publishing. Each reports with the catalogue's toasts.
 */
export function useDashboardSave(options: DashboardSaveOptions) {
  const dispatch = useAppDispatch();
  const { info, setInfo, dashboard, editMode, leaveEditMode, refreshFrequency, expandedSlices, rbac, confirmDiff, afterSave } = options;
  const [updateDashboard] = useUpdateDashboardMutation();
  const [copyDashboard] = useCopyDashboardMutation();
  const [saving, setSaving] = useState(false);
  /** The diff confirmation: what the save would replace; `versioned` while it is not yet a confirmed overwrite. */
  const [overwrite, setOverwrite] = useState<{ items: OverwriteItem[]; body: DashboardSaveBody; versioned: boolean } | null>(null);
  /** A save refused because the dashboard changed since the page read it: the body to overwrite with. */
  const [conflict, setConflict] = useState<DashboardSaveBody | null>(null);
  /** A properties or CSS save refused the same way: what Overwrite and Cancel do. */
  const [fieldsConflict, setFieldsConflict] = useState<{ overwrite: () => Promise<void>; cancel: () => void } | null>(null);

  const metadataToSave = useCallback(
    (): DashboardMetadata => ({ ...dashboard.metadata, expanded_slices: { ...expandedSlices }, refresh_frequency: refreshFrequency }),
    [dashboard.metadata, expandedSlices, refreshFrequency],
  );

  /** The stored dashboard after a save of `body` with `layout`. */
  const stored = useCallback(
    (body: Partial<DashboardSaveBody>, result: Record<string, unknown>, layout: LayoutMap | null, metadata: DashboardMetadata): DashboardInfo => ({
      ...info,
      dashboard_title: typeof result['dashboard_title'] === 'string' ? result['dashboard_title'] : (body.dashboard_title ?? info.dashboard_title),
      slug: 'slug' in result ? ((result['slug'] as string | null) ?? null) : (body.slug ?? info.slug),
      css: body.css ?? info.css,
      certified_by: body.certified_by !== undefined ? body.certified_by : info.certified_by,
      certification_details: body.certification_details !== undefined ? body.certification_details : info.certification_details,
      json_metadata: JSON.stringify(metadata),
      position_json: layout ? JSON.stringify(toPositionJson(layout)) : info.position_json,
    }),
    [info],
  );

  /** Saves `body`; `versioned` names the version the page is based on (409 when it is older). */
  const put = useCallback(
    async (body: DashboardSaveBody, versioned: boolean) => {
      setSaving(true);
      try {
        const sent = versioned ? withLastModifiedTime(body, dashboardVersion(info.id)) : body;
        const answer = await unwrapCall(updateDashboard({ id: info.id, slug: info.slug, body: sent }));
        const metadata = metadataToSave();
        const next = stored(body, answer.result, dashboard.layout, metadata);
        const layout = withDashboardTitle(dashboard.layout, next.dashboard_title);
        setInfo({ ...next, owners: dashboard.choices.owners.map((owner) => ({ id: owner.value, first_name: owner.text, last_name: '' })) });
        dashboard.markSaved({ layout, metadata, properties: { ...dashboard.properties, dashboard_title: next.dashboard_title, slug: next.slug } });
        setOverwrite(null);
        setConflict(null);
        leaveEditMode();
        dispatch(addSuccessToast(SuccessToast.DASHBOARD_SAVED));
        void afterSave?.({ id: info.id, title: next.dashboard_title, layout });
      } catch (error) {
        setOverwrite(null);
        if (versioned && (await isEditConflict(error))) setConflict(body);
        else dispatch(addDangerToast(saveFailed(await errorMessageOf(error))));
      } finally {
        setSaving(false);
      }
    },
    [info.id, info.slug, updateDashboard, metadataToSave, stored, dashboard, setInfo, leaveEditMode, dispatch, afterSave],
  );

  /**
   * `PUT` of some fields (the properties, the CSS) naming the version the page holds, as
   * `last_modified_time`. When someone else saved since (409), the conflict dialog asks: Overwrite
   * sends the same fields again naming no version and resolves with its answer; Cancel rejects
   * with {@link SAVE_CANCELLED}, saving nothing.
   */
  const putFields = useCallback(
    async (body: Partial<DashboardSaveBody>): Promise<DashboardUpdateAnswer> => {
      const version = dashboardVersion(info.id);
      const sent = version === undefined ? body : { ...body, last_modified_time: version };
      try {
        return await unwrapCall(updateDashboard({ id: info.id, slug: info.slug, body: sent }));
      } catch (error) {
        if (version === undefined || !(await isEditConflict(error))) throw error;
        return new Promise<DashboardUpdateAnswer>((resolve, reject) => {
          setFieldsConflict({
            overwrite: async () => {
              setSaving(true);
              try {
                resolve(await unwrapCall(updateDashboard({ id: info.id, slug: info.slug, body })));
              } catch (overwriteError) {
                reject(overwriteError);
              } finally {
                setFieldsConflict(null);
                setSaving(false);
              }
            },
            cancel: () => {
              setFieldsConflict(null);
              reject(SAVE_CANCELLED);
            },
          });
        });
      }
    },
    [info.id, info.slug, updateDashboard],
  );

  /** Save: overwrites the dashboard with the page's state. */
  const save = useCallback(async () => {
    const size = checkPositionDataSize(dashboard.layout);
    if (size.status === 'too-large') {
      dispatch(addDangerToast(TOO_LARGE));
      return;
    }
    if (size.status === 'near-limit') dispatch(addWarningToast(NEAR_LIMIT));
    const body = dashboardSaveBody({
      properties: { ...dashboard.properties, dashboard_title: dashboard.title },
      metadata: metadataToSave(),
      layout: dashboard.layout,
      refreshFrequency,
      rbac,
    });
    if (confirmDiff) {
      try {
        const current = await unwrapCall(dispatch(dashboardApi.endpoints.getDashboard.initiate(String(info.id), FRESH_READ)));
        const items = overwriteItems(current, body);
        if (items.length > 0) {
          setOverwrite({ items, body, versioned: true });
          dispatch(addDangerToast(DangerToast.CONFIRM_OVERWRITE));
          return;
        }
      } catch (error) {
        dispatch(addDangerToast(saveFailed(await errorMessageOf(error))));
        return;
      }
    }
    await put(body, true);
  }, [dashboard, metadataToSave, refreshFrequency, rbac, confirmDiff, info.id, put, dispatch]);

  /**
   * Overwrite, after a save was refused because someone else changed the dashboard: saves the
   * page's state naming no version; with `CONFIRM_DASHBOARD_DIFF` on, first shows what it would
   * replace of the dashboard as it is stored now.
   */
  const overwriteConflict = useCallback(async () => {
    if (!conflict) return;
    const body = conflict;
    if (confirmDiff) {
      try {
        const current = await unwrapCall(dispatch(dashboardApi.endpoints.getDashboard.initiate(String(info.id), FRESH_READ)));
        const items = overwriteItems(current, body);
        if (items.length > 0) {
          setConflict(null);
          setOverwrite({ items, body, versioned: false });
          dispatch(addDangerToast(DangerToast.CONFIRM_OVERWRITE));
          return;
        }
      } catch (error) {
        dispatch(addDangerToast(saveFailed(await errorMessageOf(error))));
        return;
      }
    }
    await put(body, false);
  }, [conflict, confirmDiff, dispatch, info.id, put]);

  /** Save as: a copy of the dashboard as the page shows it; opens the copy. */
  const saveAs = useCallback(
    async (title: string, duplicateSlices: boolean) => {
      setSaving(true);
      try {
        const id = await unwrapCall(
          copyDashboard({
            id: info.id,
            body: dashboardCopyBody({ title, css: dashboard.properties.css, duplicateSlices, metadata: metadataToSave(), layout: dashboard.layout, refreshFrequency }),
          }),
        );
        dispatch(addSuccessToast(SuccessToast.DASHBOARD_SAVED));
        options.openDashboard(id);
      } catch (error) {
        dispatch(addDangerToast(saveFailed(await errorMessageOf(error))));
      } finally {
        setSaving(false);
      }
    },
    [info.id, copyDashboard, dashboard, metadataToSave, refreshFrequency, dispatch, options],
  );

  /** Edit properties: kept with the page in edit mode, saved at once otherwise. Rejects when the save fails. */
  const applyProperties = useCallback(
    async (values: PropertiesFormValues) => {
      const metadata = parseMetadataText(values.json_metadata) ?? {};
      const certifiedBy = values.certified_by.trim() || null;
      const properties: DashboardProperties = {
        ...dashboard.properties,
        dashboard_title: values.dashboard_title,
        slug: values.slug.trim() || null,
        owners: values.owners.map((owner) => owner.value),
        roles: values.roles.map((role) => role.value),
        certified_by: certifiedBy,
        certification_details: certifiedBy ? values.certification_details.trim() || null : null,
      };
      const choices = { owners: values.owners, roles: values.roles };
      if (editMode) {
        dashboard.setProperties(properties, choices);
        dashboard.setMetadata(metadata);
        if (values.dashboard_title !== dashboard.title) dashboard.dispatchLayout({ type: 'SET_DASHBOARD_TITLE', title: values.dashboard_title });
        return;
      }
      const body = {
        dashboard_title: properties.dashboard_title,
        slug: properties.slug,
        owners: properties.owners,
        ...(rbac ? { roles: properties.roles } : {}),
        certified_by: properties.certified_by,
        certification_details: properties.certification_details,
        json_metadata: JSON.stringify(metadata),
      };
      try {
        const answer = await putFields(body);
        const next = stored(body, answer.result, null, metadata);
        setInfo({
          ...next,
          owners: values.owners.map((owner) => ({ id: owner.value, first_name: owner.text, last_name: '' })),
          roles: values.roles.map((role) => ({ id: role.value, name: role.text })),
        });
        dashboard.markSaved({
          layout: dashboard.retitleSaved(next.dashboard_title),
          metadata,
          properties: { ...properties, dashboard_title: next.dashboard_title, slug: next.slug },
          choices,
        });
        dispatch(addSuccessToast('The dashboard has been saved'));
      } catch (error) {
        if (error !== SAVE_CANCELLED) dispatch(addDangerToast(saveFailed(await errorMessageOf(error))));
        throw error;
      }
    },
    [dashboard, editMode, rbac, putFields, stored, setInfo, dispatch],
  );

  /** Edit CSS: kept with the page in edit mode, saved at once otherwise. */
  const applyCss = useCallback(
    async (css: string) => {
      if (editMode) {
        dashboard.setProperties({ ...dashboard.properties, css });
        return true;
      }
      try {
        await putFields({ css });
        setInfo({ ...info, css });
        dashboard.markSaved({ layout: dashboard.saved.current.layout, metadata: dashboard.metadata, properties: { ...dashboard.properties, css } });
        dispatch(addSuccessToast('The dashboard has been saved'));
        return true;
      } catch (error) {
        if (error !== SAVE_CANCELLED) dispatch(addDangerToast(saveFailed(await errorMessageOf(error))));
        return false;
      }
    },
    [editMode, dashboard, info, putFields, setInfo, dispatch],
  );

  /** Publishes or hides the dashboard (spec §4 toasts). */
  const togglePublished = useCallback(async () => {
    const published = !info.published;
    try {
      await unwrapCall(updateDashboard({ id: info.id, slug: info.slug, body: { published } }));
      setInfo({ ...info, published });
      dispatch(addSuccessToast(published ? 'This dashboard is now published' : 'This dashboard is now hidden'));
    } catch {
      dispatch(addDangerToast(DangerToast.NO_DASHBOARD_EDIT_PERMISSION));
    }
  }, [info, updateDashboard, setInfo, dispatch]);

  return {
    saving,
    save,
    saveAs,
    applyProperties,
    applyCss,
    togglePublished,
    overwrite,
    confirmOverwrite: () => overwrite && void put(overwrite.body, overwrite.versioned),
    cancelOverwrite: () => setOverwrite(null),
    /** A save refused because someone else changed the dashboard (409) is waiting for Overwrite or Cancel. */
    conflict: conflict !== null || fieldsConflict !== null,
    overwriteConflict: () => void (fieldsConflict ? fieldsConflict.overwrite() : overwriteConflict()),
    cancelConflict: () => (fieldsConflict ? fieldsConflict.cancel() : setConflict(null)),
    /** The metadata a save would store, without the layout (for the properties dialog's JSON). */
    metadataForDialog: metadataToSave,
  };
}
