import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import {
  buildListQuery,
  BulkSelectButton,
  BulkSelectionBar,
  ConfirmDialog,
  initialListViewState,
  listQueryProps,
  ListView,
  type ListViewFilter,
  type ListViewRowAction,
  useBulkDeletion,
  useRequestErrorMessage,
} from '../../components/list-view';
import { Page } from '../../components/Page';
import { findPermission } from '../../permissions/find-permission';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import {
  useBulkDeleteAnnotationsMutation,
  useDeleteAnnotationMutation,
  useGetAnnotationLayerQuery,
  useGetAnnotationListQuery,
} from './annotation-layer-api';
import { layerName } from './annotation-layer-list-columns';
import type { Annotation } from './annotation-layer-types';
import { annotationListColumns, annotationName } from './annotation-list-columns';
import { AnnotationDialog } from './AnnotationDialog';
import { AnnotationEditDialog } from './AnnotationEditDialog';

/** The search as Superset's annotation list sends it: the short or long description containing the words. */
const ANNOTATION_LIST_FILTERS: readonly ListViewFilter[] = [
  { kind: 'search', id: 'search', label: 'Search', placeholder: 'Description', col: 'short_descr', opr: 'annotation_all_text' },
];

const NO_ANNOTATIONS: readonly Annotation[] = [];

const BackLink = () => (
  <Link component={RouterLink} to={ROUTE_PATHS.annotationLayerList} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
    <ArrowBackIcon fontSize="inherit" /> All annotation layers
  </Link>
);

/** `/annotationlayer/{id}/annotation/`: the events and periods of one layer, to search, add, edit and delete. */
export function AnnotationListPage() {
  const layerId = Number(useParams().layerId);
  const valid = Number.isSafeInteger(layerId) && layerId > 0;
  const user = useAppSelector(selectCurrentUser);
  const canWrite = findPermission('can_write', 'Annotation', user?.roles);
  const [state, setState] = useState(() => initialListViewState('start_dttm', 'desc'));
  // `undefined`: no dialog; `null`: adding an annotation; else the id of the annotation edited.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const layer = useGetAnnotationLayerQuery(layerId, { skip: !valid });
  const layerError = useRequestErrorMessage(layer.error);
  const list = useGetAnnotationListQuery({ layerId, query: buildListQuery(state, ANNOTATION_LIST_FILTERS) }, { skip: !valid || !layer.data });
  const rows = list.data?.result ?? NO_ANNOTATIONS;
  const [deleteAnnotation, deleteOneState] = useDeleteAnnotationMutation();
  const [deleteAnnotations, deleteManyState] = useBulkDeleteAnnotationsMutation();
  const { bulk, deletion, clearingSelection } = useBulkDeletion({
    rows,
    deleteOne: [(id: number) => deleteAnnotation({ layerId, id }), deleteOneState],
    deleteMany: [(ids: readonly number[]) => deleteAnnotations({ layerId, ids }), deleteManyState],
    name: annotationName,
    noun: 'annotations',
  });
  const deleting = deletion.target;

  if (!valid || layer.error) {
    return (
      <Page title="Annotation layer not found">
        <BackLink />
        <Alert severity="error" role="alert">
          {valid ? (layerError ?? 'The annotation layer could not be loaded.') : 'There is no annotation layer at this address.'}
        </Alert>
      </Page>
    );
  }

  const rowActions: ListViewRowAction<Annotation>[] = canWrite
    ? [
        { id: 'edit', label: (annotation) => `Edit ${annotationName(annotation)}`, icon: <EditOutlinedIcon fontSize="small" />, onClick: (annotation) => setEditing(annotation.id) },
        {
          id: 'delete',
          label: (annotation) => `Delete ${annotationName(annotation)}`,
          icon: <DeleteOutlinedIcon fontSize="small" />,
          onClick: (annotation) => deletion.request([annotation]),
        },
      ]
    : [];

  const addButton = (label: string) => (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} disabled={!layer.data}>
      {label}
    </Button>
  );

  return (
    <Page
      title={layer.data ? layerName(layer.data) : 'Annotation layer'}
      subtitle={
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
          <BackLink />
          {layer.data?.descr || 'The events and periods of this layer.'}
        </Box>
      }
      actions={
        canWrite ? (
          <>
            <BulkSelectButton {...bulk.buttonProps} />
            {addButton('Annotation')}
          </>
        ) : null
      }
    >
      {bulk.active ? <BulkSelectionBar {...bulk.barProps(() => deletion.request(bulk.selectedRows))} /> : null}
      <ListView
        ariaLabel="Annotations"
        noun="annotations"
        columns={annotationListColumns(canWrite ? bulk.selection : undefined)}
        {...listQueryProps(list)}
        getRowId={(annotation) => annotation.id}
        state={state}
        onStateChange={clearingSelection(setState)}
        filters={ANNOTATION_LIST_FILTERS}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<EventOutlinedIcon />}
            title="No annotations yet"
            description="An annotation marks an event (a start and the same end) or a period on the time axis of the charts that draw this layer."
            action={canWrite ? addButton('Add an annotation') : undefined}
          />
        }
      />
      {editing === null ? <AnnotationDialog layerId={layerId} onClose={() => setEditing(undefined)} /> : null}
      {typeof editing === 'number' ? <AnnotationEditDialog layerId={layerId} annotationId={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDialog
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} annotations?` : 'Delete annotation?'}
        confirmLabel="Delete"
        destructive
        {...deletion.dialogProps}
      >
        {deleting && deleting.length === 1 ? (
          <>
            The annotation <strong>{annotationName(deleting[0]!)}</strong> will be deleted from every chart that draws this layer. This cannot be
            undone.
          </>
        ) : (
          <>
            These annotations will be deleted: <strong>{(deleting ?? []).map(annotationName).join(', ')}</strong>. This cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </Page>
  );
}
