/**
 * The dashboard's native filter configuration modal and cross-filter scoping dialog: components
 * driven by props (configuration, layout, charts, filter types) that report what to save.
 */
export { CancelConfirmation, FilterConfigModal, type FilterConfigModalProps } from './FilterConfigModal';
export { CrossFilterScopingDialog, type CrossFilterScopingDialogProps } from './CrossFilterScopingDialog';
export { crossFilterScopingValue, type CrossFilterScopingValue } from './cross-filter-scoping-value';
export { FilterConfigMessage } from './filter-config-validation';
