import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { choicesOf } from '../choices/choices-of.js';
import type { SchemaChoice } from '../choices/schema-choice.js';
import { COMPACT_FIELD_SX } from './compact-field.js';

/** Props of {@link FormatSelect}. */
export interface FormatSelectProps {
  id: string;
  value: unknown;
  /** The formats offered; any other format string may be typed. */
  choices: readonly SchemaChoice[];
  /** The format an empty value stands for (adaptive). */
  defaultFormat: string;
  /** What a sample value looks like in a format. */
  example(format: string): string;
  onChange(format: string): void;
  onBlur(): void;
  onFocus(): void;
  disabled?: boolean;
  error?: boolean;
  label?: string;
}

type Picked = SchemaChoice | string;

/**
 * A free-form select of format strings (d3-format or d3-time-format), each option showing its
 * title and a live example; a typed format gets its example under the field.
 */
export function FormatSelect({ id, value, choices, defaultFormat, example, onChange, onBlur, onFocus, disabled, error, label }: FormatSelectProps) {
  const format = typeof value === 'string' && value.trim() !== '' ? value : defaultFormat;
  const known = choices.find((choice) => choice.const === format);
  const selected: SchemaChoice = known ?? { const: format, title: format };
  return (
    <Box>
      <Autocomplete<Picked, false, true, true>
        id={id}
        size="small"
        fullWidth
        freeSolo
        autoSelect
        disableClearable
        disabled={disabled}
        options={choices as SchemaChoice[]}
        value={selected}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.title)}
        isOptionEqualToValue={(option, current) => typeof option !== 'string' && typeof current !== 'string' && option.const === current.const}
        onChange={(_event, next) => {
          const text = typeof next === 'string' ? next.trim() : String(next.const);
          onChange(text === '' ? defaultFormat : text);
        }}
        onBlur={onBlur}
        onFocus={onFocus}
        renderOption={({ key, ...optionProps }, option) => {
          const code = typeof option === 'string' ? option : String(option.const);
          return (
            <Box component="li" key={key} {...optionProps} data-format={code} sx={{ display: 'block !important' }}>
              <Typography variant="body2">{typeof option === 'string' ? option : option.title}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                {code} → {example(code)}
              </Typography>
            </Box>
          );
        }}
        renderInput={(params) => <TextField {...params} sx={COMPACT_FIELD_SX} error={error} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label, spellCheck: false } }} />}
      />
      {known ? null : (
        <FormHelperText data-format-example sx={{ mx: 0.5, fontFamily: 'monospace' }}>
          e.g. {example(format)}
        </FormHelperText>
      )}
    </Box>
  );
}

/** What distinguishes one format widget from another: its fallback choices, adaptive format and example. */
export interface FormatWidgetSpec {
  /** Offered when the control's schema suggests no formats of its own. */
  fallbackChoices: readonly SchemaChoice[];
  /** The adaptive format an empty value stands for, unless the schema's default says otherwise. */
  adaptiveFormat: string;
  example(format: string): string;
}

/** An rjsf widget over {@link FormatSelect}: the schema's suggested formats, any format typed. */
export function formatWidget({ fallbackChoices, adaptiveFormat, example }: FormatWidgetSpec) {
  return function FormatWidget(props: WidgetProps) {
    const { id, value, schema, label, onChange, onBlur, onFocus, disabled, readonly, rawErrors, hideError } = props;
    const choices = useMemo(() => {
      const fromSchema = choicesOf(schema as JsonSchema).choices;
      return fromSchema.length > 0 ? fromSchema : fallbackChoices;
    }, [schema]);
    return (
      <FormatSelect
        id={id}
        value={value}
        label={label}
        choices={choices}
        defaultFormat={typeof schema.default === 'string' ? schema.default : adaptiveFormat}
        example={example}
        onChange={onChange}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        disabled={disabled || readonly}
        error={!hideError && (rawErrors?.length ?? 0) > 0}
      />
    );
  };
}
