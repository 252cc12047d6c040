import { useState } from 'react';
import { describeRequestError } from '../../components/list-view';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';

/**
 * The save of a dialog without form fields: on success a toast and the dialog closes; on
 * failure `saveError` says why and the dialog stays open with the user's choices.
 */
export function useDialogSave(onClose: () => void) {
  const dispatch = useAppDispatch();
  const [saveError, setSaveError] = useState<string | null>(null);
  const saveAndClose = async (save: () => Promise<unknown>, success: string) => {
    setSaveError(null);
    try {
      await save();
      dispatch(addSuccessToast(success));
      onClose();
    } catch (error) {
      setSaveError(await describeRequestError(error));
    }
  };
  return { saveError, saveAndClose };
}
