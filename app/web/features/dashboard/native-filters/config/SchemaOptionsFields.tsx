import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { FilterTypeDescriptor } from '@core/registry/index.js';
import { FormCheckbox } from '../../../database/FormCheckbox';
import type { NativeFilterFormValues } from './native-filter-form-values';
import { schemaOptionFields, type SchemaOptionField } from './schema-option-fields';

/** Props of {@link SchemaOptionsFields}. */
export interface SchemaOptionsFieldsProps {
  control: Control<NativeFilterFormValues>;
  descriptor: FilterTypeDescriptor;
  /** Options the modal edits with its own controls. */
  omit: ReadonlySet<string>;
}

const choiceKey = (value: unknown) => JSON.stringify(value ?? null);

function OptionField({ control, field }: { control: Control<NativeFilterFormValues>; field: SchemaOptionField }) {
  const name = `controlValues.${field.key}` as const;
  if (field.kind === 'boolean') return <FormCheckbox control={control} name={name} label={field.label} description={field.description} />;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input }) => {
        const common = { label: field.label, size: 'small' as const, fullWidth: true, helperText: field.description, name: input.name, onBlur: input.onBlur, inputRef: input.ref };
        if (field.kind === 'select' || field.kind === 'multiselect') {
          const multiple = field.kind === 'multiselect';
          const selected = multiple ? (Array.isArray(input.value) ? input.value.map(choiceKey) : []) : choiceKey(input.value);
          const valueOf = (key: string) => field.choices.find((choice) => choiceKey(choice.const) === key)?.const ?? null;
          return (
            <TextField
              {...common}
              select
              value={selected}
              slotProps={{ select: { multiple } }}
              onChange={(event) => {
                const raw = event.target.value as unknown;
                input.onChange(multiple ? (Array.isArray(raw) ? raw : String(raw).split(',')).map((key) => valueOf(String(key))) : valueOf(String(raw)));
              }}
            >
              {field.choices.map((choice) => (
                <MenuItem key={choiceKey(choice.const)} value={choiceKey(choice.const)}>
                  {choice.title}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        const numeric = field.kind === 'number' || field.kind === 'integer';
        return (
          <TextField
            {...common}
            type={numeric ? 'number' : 'text'}
            value={input.value === undefined || input.value === null ? '' : String(input.value)}
            slotProps={numeric ? { htmlInput: { step: field.kind === 'integer' ? 1 : 'any' } } : undefined}
            onChange={(event) => {
              const text = event.target.value;
              if (!numeric) input.onChange(text);
              else input.onChange(text.trim() === '' ? null : field.kind === 'integer' ? Math.trunc(Number(text)) : Number(text));
            }}
          />
        );
      }}
    />
  );
}

/**
 * The filter type's own options, drawn from its `configSchema` and `uiSchema`: a box for each
 * boolean, a select for closed choices, a text or number field otherwise.
 */
export function SchemaOptionsFields({ control, descriptor, omit }: SchemaOptionsFieldsProps) {
  const values = useWatch({ control, name: 'controlValues' });
  const fields = useMemo(() => schemaOptionFields(descriptor.configSchema, descriptor.uiSchema, values ?? {}, omit), [descriptor, values, omit]);
  if (fields.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {fields.map((field) => (
        <OptionField key={field.key} control={control} field={field} />
      ))}
    </Box>
  );
}
