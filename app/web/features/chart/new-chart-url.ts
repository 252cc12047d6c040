/** Explore opened on a new chart of `vizType` over a dataset (Superset's `/chart/add` hands over the same way). */
export const newChartUrl = (datasetId: number, vizType: string): string =>
  `/explore/?${new URLSearchParams({ viz_type: vizType, datasource_type: 'table', datasource_id: String(datasetId) }).toString()}`;
