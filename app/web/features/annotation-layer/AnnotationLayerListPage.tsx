import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
} from '../../components/list-view';
import { Page } from '../../components/Page';
import { findPermission } from '../../permissions/find-permission';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import { useBulkDeleteAnnotationLayersMutation, useDeleteAnnotationLayerMutation, useGetAnnotationLayerListQuery } from './annotation-layer-api';
import { annotationLayerListColumns, annotationListHref, layerName } from './annotation-layer-list-columns';
import type { AnnotationLayer } from './annotation-layer-types';
import { AnnotationLayerDialog } from './AnnotationLayerDialog';

/** The list's search as Superset's layer list sends it: the name (or description) containing the words. */
const LAYER_LIST_FILTERS: readonly ListViewFilter[] = [
  { kind: 'search', id: 'search', label: 'Search', placeholder: 'Name or description', col: 'name', opr: 'annotation_layer_all_text' },
];

const NO_LAYERS: readonly AnnotationLayer[] = [];

/** `/annotationlayer/list/`: the annotation layers, to search, add, rename, open and delete. */
export function AnnotationLayerListPage() {
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const canWrite = findPermission('can_write', 'Annotation', user?.roles);
  const [state, setState] = useState(() => initialListViewState('changed_on_delta_humanized', 'desc'));
  // `undefined`: no dialog; `null`: adding a layer; else the layer edited.
  const [editing, setEditing] = useState<AnnotationLayer | null | undefined>(undefined);
  const list = useGetAnnotationLayerListQuery(buildListQuery(state, LAYER_LIST_FILTERS));
  const rows = list.data?.result ?? NO_LAYERS;
  const { bulk, deletion, clearingSelection } = useBulkDeletion({
    rows,
    deleteOne: useDeleteAnnotationLayerMutation(),
    deleteMany: useBulkDeleteAnnotationLayersMutation(),
    name: layerName,
    noun: 'annotation layers',
  });
  const deleting = deletion.target;

  const rowActions: ListViewRowAction<AnnotationLayer>[] = [
    {
      id: 'annotations',
      label: (layer) => `Annotations of ${layerName(layer)}`,
      icon: <ListAltOutlinedIcon fontSize="small" />,
      onClick: (layer) => void navigate(annotationListHref(layer.id)),
    },
    ...(canWrite
      ? [
          { id: 'edit', label: (layer: AnnotationLayer) => `Edit ${layerName(layer)}`, icon: <EditOutlinedIcon fontSize="small" />, onClick: (layer: AnnotationLayer) => setEditing(layer) },
          {
            id: 'delete',
            label: (layer: AnnotationLayer) => `Delete ${layerName(layer)}`,
            icon: <DeleteOutlinedIcon fontSize="small" />,
            onClick: (layer: AnnotationLayer) => deletion.request([layer]),
          },
        ]
      : []),
  ];

  const addButton = (label: string) => (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
      {label}
    </Button>
  );

  return (
    <Page
      title="Annotation layers"
      subtitle="Events and periods, grouped in layers, that time-series charts can draw over their data."
      actions={
        canWrite ? (
          <>
            <BulkSelectButton {...bulk.buttonProps} />
            {addButton('Annotation layer')}
          </>
        ) : null
      }
    >
      {bulk.active ? <BulkSelectionBar {...bulk.barProps(() => deletion.request(bulk.selectedRows))} /> : null}
      <ListView
        ariaLabel="Annotation layers"
        noun="annotation layers"
        columns={annotationLayerListColumns(canWrite ? bulk.selection : undefined)}
        {...listQueryProps(list)}
        getRowId={(layer) => layer.id}
        state={state}
        onStateChange={clearingSelection(setState)}
        filters={LAYER_LIST_FILTERS}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<EventNoteOutlinedIcon />}
            title="No annotation layers yet"
            description="Add a layer, then its events and periods; a chart draws them once its Annotations and layers section names the layer."
            action={canWrite ? addButton('Add an annotation layer') : undefined}
          />
        }
      />
      {editing !== undefined ? (
        <AnnotationLayerDialog layer={editing} onClose={() => setEditing(undefined)} onCreated={(id) => void navigate(annotationListHref(id))} />
      ) : null}
      <ConfirmDialog
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} annotation layers?` : 'Delete annotation layer?'}
        confirmLabel="Delete"
        destructive
        {...deletion.dialogProps}
      >
        {deleting && deleting.length === 1 ? (
          <>
            The layer <strong>{layerName(deleting[0]!)}</strong> will be deleted, and charts drawing it will no longer show it. A layer that
            still holds annotations cannot be deleted: delete its annotations first.
          </>
        ) : (
          <>
            These layers will be deleted: <strong>{(deleting ?? []).map(layerName).join(', ')}</strong>. Layers that still hold annotations
            cannot be deleted: delete their annotations first.
          </>
        )}
      </ConfirmDialog>
    </Page>
  );
}
