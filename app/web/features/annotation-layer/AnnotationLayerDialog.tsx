import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { useFormSave } from '../admin-shared/use-form-save';
import { FormTextField } from '../database/FormTextField';
import { useCreateAnnotationLayerMutation, useUpdateAnnotationLayerMutation } from './annotation-layer-api';
import type { AnnotationLayer } from './annotation-layer-types';

interface LayerFormValues {
  name: string;
  descr: string;
}

const layerFormField = (apiField: string): keyof LayerFormValues | null => (apiField === 'name' || apiField === 'descr' ? apiField : null);

interface AnnotationLayerDialogProps {
  /** The layer to edit; absent to add one. */
  layer?: AnnotationLayer | null;
  onClose: () => void;
  /** Called with the new layer's id after it was added. */
  onCreated?: (id: number) => void;
}

/** "Add annotation layer" and "Edit annotation layer": its name (unique) and description. */
export function AnnotationLayerDialog({ layer = null, onClose, onCreated }: AnnotationLayerDialogProps) {
  const creating = layer === null;
  const dispatch = useAppDispatch();
  const [createLayer] = useCreateAnnotationLayerMutation();
  const [updateLayer] = useUpdateAnnotationLayerMutation();
  const form = useForm<LayerFormValues>({ defaultValues: { name: layer?.name ?? '', descr: layer?.descr ?? '' }, mode: 'onTouched' });
  const { control, formState } = form;

  const { onSubmit, formError } = useFormSave(form, layerFormField, async (values) => {
    const payload = { name: values.name.trim(), descr: values.descr };
    if (creating) {
      const { id } = await createLayer(payload).unwrap();
      onCreated?.(id);
    } else {
      await updateLayer({ id: layer.id, payload }).unwrap();
    }
    dispatch(addSuccessToast(creating ? `Added annotation layer ${payload.name}` : `Saved annotation layer ${payload.name}`));
    onClose();
  });

  return (
    <FormDialog
      title={creating ? 'Add annotation layer' : 'Edit annotation layer'}
      intro={creating ? 'A layer groups events and periods that charts can draw over their time axis.' : undefined}
      submitLabel={creating ? 'Add' : 'Save'}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      formError={formError}
      maxWidth="sm"
    >
      <Stack sx={{ gap: 2.5 }}>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          required
          fullWidth
          autoComplete="off"
          autoFocus
          slotProps={{ htmlInput: { maxLength: 250 } }}
          rules={{ validate: (value) => value.trim() !== '' || 'Enter a name.' }}
        />
        <FormTextField control={control} name="descr" label="Description" fullWidth multiline minRows={3} />
      </Stack>
    </FormDialog>
  );
}
