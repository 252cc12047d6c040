/** Presentational pieces of the explore page; each is driven by its props alone. */
export { copyText } from '../../../components/copy-text';
export { DataPane, type DataPaneProps, type DataPaneTab, type DataPaneTabState } from './DataPane';
export { DatasourcePanel, type DatasourcePanelProps } from './DatasourcePanel';
export { VizTypeGallery, type VizTypeGalleryItem, type VizTypeGalleryProps } from './VizTypeGallery';
