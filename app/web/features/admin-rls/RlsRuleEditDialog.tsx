import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useRequestErrorMessage } from '../../components/list-view';
import { useGetRlsRuleQuery } from './rls-api';
import { RlsRuleDialog } from './RlsRuleDialog';

/**
 * Edits a rule read afresh from the server: the list names a rule's datasets without their
 * schema, and someone may have changed it since the list was read.
 */
export function RlsRuleEditDialog({ ruleId, onClose }: { ruleId: number; onClose: () => void }) {
  const rule = useGetRlsRuleQuery(ruleId, { refetchOnMountOrArgChange: true });
  const error = useRequestErrorMessage(rule.error);
  if (rule.data && !rule.isFetching) return <RlsRuleDialog rule={rule.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-label="Edit rule">
      <DialogTitle>Edit rule</DialogTitle>
      <DialogContent dividers>
        {rule.error ? (
          <Alert severity="error" role="alert">
            {error ?? 'The rule could not be loaded.'}
          </Alert>
        ) : (
          <Stack sx={{ gap: 2 }} aria-label="Loading rule" aria-busy>
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
