import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { getNumberFormatter } from '@core/plugin-api/viz-kit/index.js';
import { choicesOf } from '../choices/choices-of.js';
import { NUMBER_FORMAT_CHOICES, SMART_NUMBER_FORMAT } from '../constants/number-formats.js';
import { FormatSelect } from './FormatSelect.js';

const SAMPLE = 12345.432;
const PERCENT_SAMPLE = 0.1234;

/** What {@link SAMPLE} (a ratio for percent formats) looks like in a d3-format specifier. */
export function numberFormatExample(format: string): string {
  return getNumberFormatter(format)(format.includes('%') ? PERCENT_SAMPLE : SAMPLE);
}

/**
 * Number format (`NumberFormatWidget`): a free-form select over the schema's suggested formats
 * (`NUMBER_FORMAT_CHOICES` for the shared controls), each with a live example from
 * `getNumberFormatter`; any d3-format specifier may be typed. Empty means adaptive.
 */
export function NumberFormatWidget(props: WidgetProps) {
  const { id, value, schema, label, onChange, onBlur, onFocus, disabled, readonly, rawErrors, hideError } = props;
  const choices = useMemo(() => {
    const fromSchema = choicesOf(schema as JsonSchema).choices;
    return fromSchema.length > 0 ? fromSchema : NUMBER_FORMAT_CHOICES;
  }, [schema]);
  return (
    <FormatSelect
      id={id}
      value={value}
      label={label}
      choices={choices}
      defaultFormat={typeof schema.default === 'string' ? schema.default : SMART_NUMBER_FORMAT}
      example={numberFormatExample}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      disabled={disabled || readonly}
      error={!hideError && (rawErrors?.length ?? 0) > 0}
    />
  );
}
