import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { getTimeFormatter } from '@core/plugin-api/viz-kit/index.js';
import { choicesOf } from '../choices/choices-of.js';
import { SMART_DATE_FORMAT, TIME_FORMAT_CHOICES } from '../constants/time-formats.js';
import { FormatSelect } from './FormatSelect.js';

/** 5 March 2024, 14:30:15 UTC: the instant the format titles describe. */
const SAMPLE = Date.UTC(2024, 2, 5, 14, 30, 15);

/** What the sample instant looks like in a d3-time-format specifier (UTC). */
export function timeFormatExample(format: string): string {
  return getTimeFormatter(format)(SAMPLE);
}

/**
 * Time format (`TimeFormatWidget`): a free-form select over the schema's suggested formats
 * (`TIME_FORMAT_CHOICES` for the shared controls), each with a live example from
 * `getTimeFormatter`; any d3-time-format specifier may be typed. Empty means adaptive.
 */
export function TimeFormatWidget(props: WidgetProps) {
  const { id, value, schema, label, onChange, onBlur, onFocus, disabled, readonly, rawErrors, hideError } = props;
  const choices = useMemo(() => {
    const fromSchema = choicesOf(schema as JsonSchema).choices;
    return fromSchema.length > 0 ? fromSchema : TIME_FORMAT_CHOICES;
  }, [schema]);
  return (
    <FormatSelect
      id={id}
      value={value}
      label={label}
      choices={choices}
      defaultFormat={typeof schema.default === 'string' ? schema.default : SMART_DATE_FORMAT}
      example={timeFormatExample}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      disabled={disabled || readonly}
      error={!hideError && (rawErrors?.length ?? 0) > 0}
    />
  );
}
