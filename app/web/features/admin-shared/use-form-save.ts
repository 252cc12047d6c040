import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { readFormErrors } from './read-form-errors';

/**
 * A form's submit handler around `save`: when the server refuses, its messages go under the
 * fields they name (`fieldOf` maps an API field to a form field, or null) and the rest to
 * `formError`, shown above the form.
 */
export function useFormSave<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'handleSubmit' | 'setError'>,
  fieldOf: (apiField: string) => Path<Values> | null,
  save: (values: Values) => Promise<void>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
    } catch (error) {
      const errors = await readFormErrors(error, fieldOf);
      for (const [field, message] of Object.entries(errors.fields) as [Path<Values>, string][]) form.setError(field, { type: 'server', message });
      setFormError(errors.form);
    }
  });
  return { onSubmit, formError };
}
