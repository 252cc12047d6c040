import { Suspense, lazy } from 'react';
import type { LayoutMap } from '@core/dashboard/index.js';
import type { FilterTypeRegistry } from '@core/registry/index.js';
import type { DashboardChart } from '../dashboard-types';
import type { NativeFiltersUi } from './native-filters-context';

// The configuration modal and the scoping dialog (forms, scope trees) load when first opened.
const FilterConfigModal = lazy(() => import('./config/FilterConfigModal').then((module) => ({ default: module.FilterConfigModal })));
const CrossFilterScopingDialog = lazy(() => import('./config/CrossFilterScopingDialog').then((module) => ({ default: module.CrossFilterScopingDialog })));

/** Which filter dialog is open: none, the configuration modal (at a filter, or the first), or cross-filter scoping. */
export type NativeFilterDialog = { kind: 'none' } | { kind: 'config'; filterId?: string } | { kind: 'scoping' };

/** Props of {@link NativeFilterDialogs}. */
export interface NativeFilterDialogsProps {
  dialog: NativeFilterDialog;
  close: () => void;
  ui: NativeFiltersUi;
  layout: LayoutMap;
  charts: ReadonlyMap<number, DashboardChart>;
  filterTypes: FilterTypeRegistry;
}

/**
 * The filter bar's dialogs: the native filter configuration modal (saved with `PUT …/filters`)
 * and the cross-filter scoping dialog (saved into the metadata). Each closes itself once its save
 * succeeds and stays open when it fails (the failure is a toast).
 */
export function NativeFilterDialogs({ dialog, close, ui, layout, charts, filterTypes }: NativeFilterDialogsProps) {
  const { model } = ui;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'config' && (
        <FilterConfigModal
          open
          configuration={model.configuration}
          layout={layout}
          charts={charts}
          filterTypes={filterTypes}
          initialFilterId={dialog.filterId}
          onSave={model.saveConfiguration}
          onClose={close}
          runFilterQuery={model.runFilterQuery}
          services={ui.services}
        />
      )}
      {dialog.kind === 'scoping' && (
        <CrossFilterScopingDialog
          open
          layout={layout}
          charts={charts}
          chartConfiguration={model.chartConfiguration}
          globalChartConfiguration={model.globalChartConfiguration}
          onSave={model.saveCrossFilterScoping}
          onClose={close}
        />
      )}
    </Suspense>
  );
}
