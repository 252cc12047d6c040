import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<Values>;
  name: Path<Values>;
  /** Validation of the field's text: `true`, or the message to show. */
  rules?: { validate: (value: string) => true | string };
};

/** A MUI text field bound to a react-hook-form field; its error replaces the helper text. */
export function FormTextField<Values extends FieldValues>({ control, name, rules, helperText, ...fieldProps }: FormTextFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules ? { validate: (value: unknown) => rules.validate(String(value ?? '')) } : undefined}
      render={({ field, fieldState }) => (
        <TextField
          {...fieldProps}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
