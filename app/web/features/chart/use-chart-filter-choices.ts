import { useGetChartDatasetChoicesQuery, useGetChartOwnerChoicesQuery, useGetChartVizTypesQuery } from './chart-api';
import type { ChartFilterChoices } from './chart-list-filters';

/** Options of the chart list's viz type, dataset and owner filters. */
export function useChartFilterChoices(): ChartFilterChoices {
  const vizTypes = useGetChartVizTypesQuery();
  const datasets = useGetChartDatasetChoicesQuery();
  const owners = useGetChartOwnerChoicesQuery();
  return {
    vizTypes: vizTypes.data ?? [],
    datasets: datasets.data ?? [],
    owners: owners.data ?? [],
    loading: { vizTypes: vizTypes.isLoading, datasets: datasets.isLoading, owners: owners.isLoading },
  };
}
