/** Presentational pieces of the explore page; each is driven by its props alone. */
export { ChartStatusOverlay, type ChartOverlayStatus, type ChartStatusOverlayProps } from './ChartStatusOverlay';
export { chartErrorText, type ChartErrorItem, type ChartErrorText } from './chart-error-text';
export { copyText } from '../../../components/copy-text';
export { DataPane, type DataPaneProps, type DataPaneTab, type DataPaneTabState } from './DataPane';
export { DatasourcePanel, type DatasourcePanelProps } from './DatasourcePanel';
export { ResultsGrid, type ResultsGridProps } from './ResultsGrid';
export type { GridData } from './results-grid-model';
export { SqlCode } from './SqlCode';
export { tokenizeSql, type SqlToken, type SqlTokenKind } from './sql-tokenizer';
export { ViewQueryDialog, type ViewQueryDialogProps, type ViewQueryItem } from './ViewQueryDialog';
export { VizTypeGallery, type VizTypeGalleryItem, type VizTypeGalleryProps } from './VizTypeGallery';
