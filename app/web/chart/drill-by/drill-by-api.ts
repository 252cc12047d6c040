import { api } from '../../api/api';
import { groupableColumns, type DatasourceColumnJson, type DrillByColumn } from './drill-by-columns';

/** What drilling by needs of a chart's dataset: the columns it can group by. */
export interface DrillByDatasource {
  columns: DrillByColumn[];
}

/**
 * The dataset a chart is drawn from, as its "Drill by" menus need it: `GET
 * /superset/fetch_datasource_metadata?datasourceKey=` (readable by whoever may read the dataset's
 * data), kept in the RTK Query cache so every chart on one dataset asks once.
 */
export const drillByApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDrillByDatasource: build.query<DrillByDatasource, string>({
      query: (datasourceKey) => `/superset/fetch_datasource_metadata?datasourceKey=${encodeURIComponent(datasourceKey)}`,
      transformResponse: (response: { columns?: unknown }) => ({
        columns: groupableColumns(Array.isArray(response.columns) ? (response.columns as DatasourceColumnJson[]) : []),
      }),
      providesTags: (_result, _error, datasourceKey) => [{ type: 'Dataset', id: Number(datasourceKey.split('__')[0]) }],
    }),
  }),
});

export const { useGetDrillByDatasourceQuery } = drillByApi;
