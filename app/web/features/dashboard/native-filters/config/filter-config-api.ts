import type { DatasetColumn, DatasetMetric } from '../../../dataset/dataset-types';

/** A dataset a native filter can target, as the dataset picker lists it. */
export interface FilterDatasetChoice {
  id: number;
  /** Shown in the picker: `schema.table_name`, or the dataset name a chart reports. */
  label: string;
}

/** What the filter form needs of a dataset: its columns (targets, pre-filters) and saved metrics (sort). */
export interface FilterDatasetDetail {
  id: number;
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
}

/** A row of the dataset list (`getChartDatasetChoices`) as the filter's dataset picker shows it. */
export function filterDatasetChoiceOf(dataset: { id: number; table_name: string; schema: string | null }): FilterDatasetChoice {
  return { id: dataset.id, label: dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name };
}
