import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { useFormSave } from '../admin-shared/use-form-save';
import { FormTextField } from '../database/FormTextField';
import {
  annotationFormField,
  annotationPayload,
  annotationToFormValues,
  checkEnd,
  checkJsonMetadata,
  newAnnotationForm,
  type AnnotationFormValues,
} from './annotation-form-values';
import { useCreateAnnotationMutation, useUpdateAnnotationMutation } from './annotation-layer-api';
import type { Annotation } from './annotation-layer-types';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

interface AnnotationDialogProps {
  layerId: number;
  /** The annotation to edit, as read on its own (with its JSON metadata); absent to add one. */
  annotation?: Annotation | null;
  onClose: () => void;
}

/**
 * "Add annotation" and "Edit annotation": a short description (unique in the layer), when it
 * starts and ends (the same instant for an event, a period otherwise), a long description and
 * JSON metadata, checked before they are sent.
 */
export function AnnotationDialog({ layerId, annotation = null, onClose }: AnnotationDialogProps) {
  const creating = annotation === null;
  const dispatch = useAppDispatch();
  const [createAnnotation] = useCreateAnnotationMutation();
  const [updateAnnotation] = useUpdateAnnotationMutation();
  const form = useForm<AnnotationFormValues>({
    defaultValues: annotation ? annotationToFormValues(annotation) : newAnnotationForm(),
    mode: 'onTouched',
  });
  const { control, formState, getValues, trigger } = form;
  const start = useWatch({ control, name: 'start' });
  const endChecked = formState.touchedFields.end === true || formState.isSubmitted;
  // The end is checked against the start: moving the start checks it again.
  useEffect(() => {
    if (endChecked) void trigger('end');
  }, [start, endChecked, trigger]);

  const { onSubmit, formError } = useFormSave(form, annotationFormField, async (values) => {
    const payload = annotationPayload(values);
    if (creating) await createAnnotation({ layerId, payload }).unwrap();
    else await updateAnnotation({ layerId, id: annotation.id, payload }).unwrap();
    dispatch(addSuccessToast(creating ? `Added annotation ${payload.short_descr}` : `Saved annotation ${payload.short_descr}`));
    onClose();
  });

  return (
    <FormDialog
      title={creating ? 'Add annotation' : 'Edit annotation'}
      submitLabel={creating ? 'Add' : 'Save'}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      formError={formError}
      maxWidth="sm"
      dividers
    >
      <Stack sx={{ gap: 2.5 }}>
        <FormTextField
          control={control}
          name="short_descr"
          label="Short description"
          required
          fullWidth
          autoComplete="off"
          autoFocus
          helperText="The label charts show on the annotation."
          slotProps={{ htmlInput: { maxLength: 500 } }}
          rules={{ validate: (value) => value.trim() !== '' || 'Enter a short description.' }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <FormTextField
            control={control}
            name="start"
            label="Start (UTC)"
            type="datetime-local"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            rules={{ validate: (value) => value !== '' || 'Choose when it starts.' }}
          />
          <FormTextField
            control={control}
            name="end"
            label="End (UTC)"
            type="datetime-local"
            required
            fullWidth
            helperText="The start again for an event."
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            rules={{ validate: (value) => checkEnd(value, getValues('start')) }}
          />
        </Stack>
        <FormTextField control={control} name="long_descr" label="Long description" fullWidth multiline minRows={3} helperText="Shown in the chart's tooltip." />
        <FormTextField
          control={control}
          name="json_metadata"
          label="JSON metadata"
          fullWidth
          multiline
          minRows={3}
          placeholder='{"owner": "ops"}'
          rules={{ validate: checkJsonMetadata }}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: MONOSPACE, fontSize: '0.8125rem' } } }}
        />
      </Stack>
    </FormDialog>
  );
}
