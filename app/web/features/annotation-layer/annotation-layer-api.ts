import { api } from '../../api/api';
import { risonParam, type ListQuery, type ListResponse } from '../../components/list-view';
import type { Annotation, AnnotationLayer, AnnotationLayerPayload, AnnotationPayload } from './annotation-layer-types';

const LAYERS = { type: 'AnnotationLayer', id: 'LIST' } as const;
const annotationsOf = (layerId: number) => ({ type: 'Annotation' as const, id: `LAYER-${layerId}` });

/** The columns the layer list shows. */
export const ANNOTATION_LAYER_LIST_COLUMNS = [
  'id', 'name', 'descr', 'created_by.first_name', 'created_by.last_name', 'changed_by.first_name', 'changed_by.last_name',
  'changed_on', 'changed_on_delta_humanized', 'created_on',
] as const;

/** The app's API with the annotation layer and annotation cache tags. */
const annotationApiBase = api.enhanceEndpoints({ addTagTypes: ['AnnotationLayer', 'Annotation'] });

/** Annotation layers and their annotations: list, one, create, change, delete one or many. */
export const annotationLayerApi = annotationApiBase.injectEndpoints({
  endpoints: (build) => ({
    getAnnotationLayerList: build.query<ListResponse<AnnotationLayer>, ListQuery>({
      query: (q) => `/api/v1/annotation_layer/?q=${risonParam({ ...q, columns: ANNOTATION_LAYER_LIST_COLUMNS })}`,
      providesTags: (response) => [LAYERS, ...(response?.result ?? []).map(({ id }) => ({ type: 'AnnotationLayer' as const, id }))],
    }),
    getAnnotationLayer: build.query<AnnotationLayer, number>({
      query: (id) => `/api/v1/annotation_layer/${id}`,
      transformResponse: (response: { id: number; result: Omit<AnnotationLayer, 'id'> }) => ({ ...response.result, id: response.id }),
      providesTags: (_result, _error, id) => [{ type: 'AnnotationLayer', id }],
    }),
    createAnnotationLayer: build.mutation<{ id: number }, AnnotationLayerPayload>({
      query: (body) => ({ url: '/api/v1/annotation_layer/', method: 'POST', body }),
      invalidatesTags: [LAYERS],
    }),
    updateAnnotationLayer: build.mutation<unknown, { id: number; payload: AnnotationLayerPayload }>({
      query: ({ id, payload }) => ({ url: `/api/v1/annotation_layer/${id}`, method: 'PUT', body: payload }),
      invalidatesTags: (_result, _error, { id }) => [LAYERS, { type: 'AnnotationLayer', id }],
    }),
    deleteAnnotationLayer: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/v1/annotation_layer/${id}`, method: 'DELETE' }),
      invalidatesTags: [LAYERS],
    }),
    bulkDeleteAnnotationLayers: build.mutation<unknown, readonly number[]>({
      query: (ids) => ({ url: `/api/v1/annotation_layer/?q=${risonParam(ids)}`, method: 'DELETE' }),
      invalidatesTags: [LAYERS],
    }),
    getAnnotationList: build.query<ListResponse<Annotation>, { layerId: number; query: ListQuery }>({
      query: ({ layerId, query }) => `/api/v1/annotation_layer/${layerId}/annotation/?q=${risonParam(query)}`,
      providesTags: (_response, _error, { layerId }) => [annotationsOf(layerId)],
    }),
    getAnnotation: build.query<Annotation, { layerId: number; id: number }>({
      query: ({ layerId, id }) => `/api/v1/annotation_layer/${layerId}/annotation/${id}`,
      transformResponse: (response: { id: number; result: Omit<Annotation, 'id'> }) => ({ ...response.result, id: response.id }),
      providesTags: (_result, _error, { layerId }) => [annotationsOf(layerId)],
    }),
    createAnnotation: build.mutation<{ id: number }, { layerId: number; payload: AnnotationPayload }>({
      query: ({ layerId, payload }) => ({ url: `/api/v1/annotation_layer/${layerId}/annotation/`, method: 'POST', body: payload }),
      invalidatesTags: (_result, _error, { layerId }) => [annotationsOf(layerId)],
    }),
    updateAnnotation: build.mutation<unknown, { layerId: number; id: number; payload: AnnotationPayload }>({
      query: ({ layerId, id, payload }) => ({ url: `/api/v1/annotation_layer/${layerId}/annotation/${id}`, method: 'PUT', body: payload }),
      invalidatesTags: (_result, _error, { layerId }) => [annotationsOf(layerId)],
    }),
    deleteAnnotation: build.mutation<unknown, { layerId: number; id: number }>({
      query: ({ layerId, id }) => ({ url: `/api/v1/annotation_layer/${layerId}/annotation/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { layerId }) => [annotationsOf(layerId)],
    }),
    bulkDeleteAnnotations: build.mutation<unknown, { layerId: number; ids: readonly number[] }>({
      query: ({ layerId, ids }) => ({ url: `/api/v1/annotation_layer/${layerId}/annotation/?q=${risonParam(ids)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { layerId }) => [annotationsOf(layerId)],
    }),
  }),
});

export const {
  useGetAnnotationLayerListQuery,
  useGetAnnotationLayerQuery,
  useCreateAnnotationLayerMutation,
  useUpdateAnnotationLayerMutation,
  useDeleteAnnotationLayerMutation,
  useBulkDeleteAnnotationLayersMutation,
  useGetAnnotationListQuery,
  useGetAnnotationQuery,
  useCreateAnnotationMutation,
  useUpdateAnnotationMutation,
  useDeleteAnnotationMutation,
  useBulkDeleteAnnotationsMutation,
} = annotationLayerApi;
