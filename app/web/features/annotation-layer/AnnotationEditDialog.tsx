import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useRequestErrorMessage } from '../../components/list-view';
import { useGetAnnotationQuery } from './annotation-layer-api';
import { AnnotationDialog } from './AnnotationDialog';

/** Edits an annotation read afresh from the server: the list leaves out its JSON metadata. */
export function AnnotationEditDialog({ layerId, annotationId, onClose }: { layerId: number; annotationId: number; onClose: () => void }) {
  const annotation = useGetAnnotationQuery({ layerId, id: annotationId }, { refetchOnMountOrArgChange: true });
  const error = useRequestErrorMessage(annotation.error);
  if (annotation.data && !annotation.isFetching) return <AnnotationDialog layerId={layerId} annotation={annotation.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-label="Edit annotation">
      <DialogTitle>Edit annotation</DialogTitle>
      <DialogContent dividers>
        {annotation.error ? (
          <Alert severity="error" role="alert">
            {error ?? 'The annotation could not be loaded.'}
          </Alert>
        ) : (
          <Stack sx={{ gap: 2 }} aria-label="Loading annotation" aria-busy>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} variant="rounded" height={56} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
