import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { lastModifiedColumn, selectionColumn, type ListSelection, type ListViewColumn } from '../../components/list-view';
import { formatMoment } from '../admin-shared/format-moment';
import type { AnnotationLayer, AnnotationUser } from './annotation-layer-types';

/** A layer's name, or its id when it has none. */
export const layerName = (layer: Pick<AnnotationLayer, 'id' | 'name'>) => layer.name || `Layer ${layer.id}`;

/** The page of a layer's annotations (Superset's URL). */
export const annotationListHref = (layerId: number) => `/annotationlayer/${layerId}/annotation/`;

const userName = (user: AnnotationUser | null | undefined) => (user ? `${user.first_name} ${user.last_name ?? ''}`.trim() : '—');

/** The layer list's columns: (selection), name (to its annotations), description, created by, created on, last modified. */
export function annotationLayerListColumns(selection?: ListSelection<AnnotationLayer>): ListViewColumn<AnnotationLayer>[] {
  const columns: ListViewColumn<AnnotationLayer>[] = [];
  if (selection) columns.push(selectionColumn(selection, layerName));
  columns.push(
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (layer) => (
        <Link component={RouterLink} to={annotationListHref(layer.id)} sx={{ fontWeight: 600 }}>
          {layerName(layer)}
        </Link>
      ),
    },
    {
      id: 'descr',
      header: 'Description',
      sortKey: 'descr',
      cell: (layer) =>
        layer.descr ? (
          <Typography variant="body2" noWrap title={layer.descr} sx={{ maxWidth: 420 }}>
            {layer.descr}
          </Typography>
        ) : (
          '—'
        ),
    },
    { id: 'created_by', header: 'Created by', sortKey: 'created_by.first_name', cell: (layer) => userName(layer.created_by) },
    { id: 'created_on', header: 'Created on', sortKey: 'created_on', cell: (layer) => <Box component="span">{formatMoment(layer.created_on)}</Box> },
    lastModifiedColumn<AnnotationLayer>((layer) => layer.changed_on),
  );
  return columns;
}
