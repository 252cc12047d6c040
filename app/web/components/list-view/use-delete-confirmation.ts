import { formatMessage, SuccessToast } from '@core/errors';
import { useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast, addSuccessToast } from '../../store/toast-actions';
import { describeRequestError } from './describe-request-error';

interface DeleteConfirmationOptions<Target> {
  /** Deletes the target; rejects when the server refuses. */
  remove: (target: Target) => Promise<unknown>;
  /** The name the success toast reports as deleted. */
  describe: (target: Target) => string;
  /** Runs after a successful delete, before the dialog closes. */
  onDeleted?: () => void;
  /** True while the delete request runs (the mutation's `isLoading`). */
  busy: boolean;
}

/**
 * The "are you sure?" flow of a list page's delete action: which target awaits confirmation,
 * and the `ConfirmDialog` props that delete it with a success or danger toast. The dialog closes
 * either way, so a failed delete does not leave it stuck open.
 */
export function useDeleteConfirmation<Target>({ remove, describe, onDeleted, busy }: DeleteConfirmationOptions<Target>) {
  const dispatch = useAppDispatch();
  const [target, setTarget] = useState<Target | null>(null);

  const confirm = async () => {
    if (target === null) return;
    try {
      await remove(target);
      dispatch(addSuccessToast(formatMessage(SuccessToast.DELETED, [describe(target)])));
      onDeleted?.();
    } catch (error) {
      dispatch(addDangerToast(await describeRequestError(error)));
    }
    setTarget(null);
  };

  return {
    /** What awaits confirmation, or `null` when the dialog is closed. */
    target,
    /** Opens the dialog for `next`. */
    request: (next: Target) => setTarget(next),
    /** Spread onto `ConfirmDialog`. */
    dialogProps: {
      open: target !== null,
      busy,
      onCancel: () => setTarget(null),
      onConfirm: () => void confirm(),
    },
  };
}
