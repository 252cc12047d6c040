import { apiFetch } from '../../../../api/api-fetch';
import { risonParam } from '../../../../components/list-view/rison-param';
import type { DatasetColumn, DatasetMetric } from '../../../dataset/dataset-types';
import { readJson } from '../../../../api/api-call-error';

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

/** The dataset list asks for one page of this many, as the chart list's dataset filter does. */
export const DATASET_CHOICES_PAGE_SIZE = 100;

/** Every dataset the user can read (first page): `GET /api/v1/dataset/?q=(columns:…,page_size:100)`. */
export async function fetchAllFilterDatasets(): Promise<FilterDatasetChoice[]> {
  const query = { columns: ['id', 'table_name', 'schema'], order_column: 'table_name', order_direction: 'asc', page: 0, page_size: DATASET_CHOICES_PAGE_SIZE };
  const body = await readJson<{ result: Array<{ id: number; table_name: string; schema: string | null }> }>(await apiFetch(`/api/v1/dataset/?q=${risonParam(query)}`));
  return body.result.map((dataset) => ({ id: dataset.id, label: dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name }));
}

/** A dataset's columns and saved metrics: `GET /api/v1/dataset/{id}`. */
export async function fetchFilterDataset(id: number): Promise<FilterDatasetDetail> {
  const body = await readJson<{ result: { id: number; columns?: DatasetColumn[]; metrics?: DatasetMetric[] } }>(await apiFetch(`/api/v1/dataset/${id}`));
  return { id: body.result.id, columns: body.result.columns ?? [], metrics: body.result.metrics ?? [] };
}
