/** Explore opened on a dataset: `/explore/?datasource_type=table&datasource_id=N`. */
export const datasetExploreUrl = (datasetId: number): string =>
  `/explore/?datasource_type=table&datasource_id=${datasetId}`;
