import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FormCheckboxProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  /** A line under the label saying what the setting does. */
  description?: string;
}

/** A labelled checkbox bound to a boolean react-hook-form field. */
export function FormCheckbox<Values extends FieldValues>({ control, name, label, description }: FormCheckboxProps<Values>) {
  const descriptionId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                size="small"
                slotProps={{ input: { ref: field.ref, ...(description ? { 'aria-describedby': descriptionId } : {}) } }}
              />
            }
          />
          {description ? (
            <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', ml: 4, mt: -0.5, mb: 0.5 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
      )}
    />
  );
}
