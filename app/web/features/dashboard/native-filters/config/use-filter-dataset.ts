import { skipToken } from '@reduxjs/toolkit/query';
import { useRequestErrorMessage } from '../../../../components/list-view/use-request-error-message';
import { useGetDatasetQuery } from '../../../dataset/dataset-api';
import type { FilterDatasetDetail } from './filter-config-api';

/** A dataset being read for the filter form. */
export interface FilterDatasetState {
  dataset: FilterDatasetDetail | null;
  loading: boolean;
  error: string | null;
}

/**
 * The columns and metrics of dataset `id` (null: none chosen), read through the app's RTK Query
 * `getDataset` endpoint: several filters on one dataset, the form re-rendering and the dataset
 * editor share one cached answer, and a failed read is asked again when the dataset is chosen again.
 */
export function useFilterDataset(id: number | null): FilterDatasetState {
  const { currentData, isFetching, error } = useGetDatasetQuery(id ?? skipToken);
  const message = useRequestErrorMessage(id === null || isFetching ? null : error);
  if (id === null) return { dataset: null, loading: false, error: null };
  // `currentData` belongs to this id only: the previous dataset's columns never show for a new one.
  if (currentData) return { dataset: { id: currentData.id, columns: currentData.columns ?? [], metrics: currentData.metrics ?? [] }, loading: false, error: null };
  if (isFetching || !error || message === null) return { dataset: null, loading: true, error: null };
  return { dataset: null, loading: false, error: message };
}
