import { Suspense, lazy } from 'react';
import type { Blocker } from 'react-router';
import { EditConflictDialog } from '../../components/EditConflictDialog';
import { ConfirmDialog } from '../../components/list-view/ConfirmDialog';
import { CssEditorDialog } from './header/CssEditorDialog';
import { OverwriteConfirmDialog } from './header/OverwriteConfirmDialog';
import type { PropertiesFormValues } from './header/PropertiesDialog';
import { RefreshIntervalDialog } from './header/RefreshIntervalDialog';
import { SaveAsDialog } from './header/SaveAsDialog';
import type { useDashboardSave } from './use-dashboard-save';

// The properties form (and react-hook-form) loads when first opened.
const PropertiesDialog = lazy(() => import('./header/PropertiesDialog').then((module) => ({ default: module.PropertiesDialog })));

/** The dialogs of the dashboard's menus. */
export type DashboardDialogName = 'none' | 'properties' | 'css' | 'saveAs' | 'refresh' | 'discard';

/** Props of {@link DashboardDialogs}. */
export interface DashboardDialogsProps {
  dialog: DashboardDialogName;
  close: () => void;
  editMode: boolean;
  saver: ReturnType<typeof useDashboardSave>;
  /** The properties dialog's starting values, taken when it opened. */
  propertiesValues: PropertiesFormValues | null;
  showRoles: boolean;
  title: string;
  css: string;
  /** CSS typed but not yet applied (null: none). */
  previewCss: (css: string | null) => void;
  refreshFrequency: number;
  changeRefreshFrequency: (seconds: number) => void;
  discard: () => void;
  /** Leaving the page with unsaved changes. */
  blocker: Blocker;
}

/**
 * The dashboard's dialogs: properties, CSS, save as, refresh interval, the overwrite diff, and
 * the confirmations of discarding edits and of leaving with unsaved changes.
 */
export function DashboardDialogs(props: DashboardDialogsProps) {
  const { dialog, close, editMode, saver, blocker } = props;
  return (
    <>
      {props.propertiesValues && dialog === 'properties' && (
        <Suspense fallback={null}>
          <PropertiesDialog
            open
            initialValues={props.propertiesValues}
            showRoles={props.showRoles}
            submitLabel={editMode ? 'Apply' : 'Save'}
            onClose={close}
            onSubmit={async (values) => {
              await saver.applyProperties(values);
              close();
            }}
          />
        </Suspense>
      )}
      <CssEditorDialog
        open={dialog === 'css'}
        css={props.css}
        applyLabel={editMode ? 'Apply' : 'Save'}
        onPreview={props.previewCss}
        onCancel={() => {
          props.previewCss(null);
          close();
        }}
        onApply={(next) =>
          void saver.applyCss(next).then((ok) => {
            if (!ok) return;
            props.previewCss(null);
            close();
          })
        }
      />
      <SaveAsDialog open={dialog === 'saveAs'} initialTitle={`${props.title} [copy]`} busy={saver.saving} onClose={close} onSave={(title, duplicate) => void saver.saveAs(title, duplicate)} />
      <RefreshIntervalDialog open={dialog === 'refresh'} frequency={props.refreshFrequency} persistent={editMode} onClose={close} onChange={props.changeRefreshFrequency} />
      <OverwriteConfirmDialog open={saver.overwrite !== null} items={saver.overwrite?.items ?? []} busy={saver.saving} onConfirm={() => saver.confirmOverwrite()} onCancel={saver.cancelOverwrite} />
      <EditConflictDialog open={saver.conflict} kind="dashboard" busy={saver.saving} onOverwrite={saver.overwriteConflict} onCancel={saver.cancelConflict} />
      <ConfirmDialog open={dialog === 'discard'} title="Discard changes?" confirmLabel="Discard" destructive onCancel={close} onConfirm={props.discard}>
        Your changes to this dashboard have not been saved. Leave edit mode and lose them?
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        destructive
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        This dashboard has unsaved changes. If you leave now, they will be lost.
      </ConfirmDialog>
    </>
  );
}
