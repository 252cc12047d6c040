import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lastModifiedColumn, selectionColumn, type ListSelection, type ListViewColumn } from '../../components/list-view';
import { formatAnnotationTime } from './annotation-form-values';
import type { Annotation } from './annotation-layer-types';

/** An annotation's label, or its id when it has none. */
export const annotationName = (annotation: Pick<Annotation, 'id' | 'short_descr'>) => annotation.short_descr || `Annotation ${annotation.id}`;

/** Whether an annotation is one instant (an event) rather than a period. */
export const isEvent = (annotation: Pick<Annotation, 'start_dttm' | 'end_dttm'>) => !annotation.end_dttm || annotation.end_dttm === annotation.start_dttm;

/** The annotation list's columns: (selection), label with its description, start, end, last modified. */
export function annotationListColumns(selection?: ListSelection<Annotation>): ListViewColumn<Annotation>[] {
  const columns: ListViewColumn<Annotation>[] = [];
  if (selection) columns.push(selectionColumn(selection, annotationName));
  columns.push(
    {
      id: 'short_descr',
      header: 'Label',
      sortKey: 'short_descr',
      cell: (annotation) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {annotationName(annotation)}
          </Typography>
          {annotation.long_descr ? (
            <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary', maxWidth: 360 }} title={annotation.long_descr}>
              {annotation.long_descr}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    { id: 'start_dttm', header: 'Start (UTC)', sortKey: 'start_dttm', cell: (annotation) => formatAnnotationTime(annotation.start_dttm) },
    {
      id: 'end_dttm',
      header: 'End (UTC)',
      sortKey: 'end_dttm',
      cell: (annotation) => (isEvent(annotation) ? <Box component="span" sx={{ color: 'text.secondary' }}>Event</Box> : formatAnnotationTime(annotation.end_dttm)),
    },
    lastModifiedColumn<Annotation>((annotation) => annotation.changed_on),
  );
  return columns;
}
