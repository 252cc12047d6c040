import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useContext, useEffect, useMemo } from 'react';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { dropValuesNotInChoices } from '../choices/drop-values-not-in-choices.js';
import type { SchemaChoice } from '../choices/schema-choice.js';
import { jsonEqual } from '../json-equal.js';
import { COMPACT_FIELD_SX } from './compact-field.js';
import { ControlPanelContext } from './control-panel-context.js';
import { selectChoicesOf, typedValueFor, type SelectOptions } from './select-choices.js';

type Picked = SchemaChoice | string;

const titleOf = (option: Picked): string => (typeof option === 'string' ? option : option.title);

/** The option showing a value: its choice, or a made-up one for a free-form value. */
function optionFor(value: unknown, choices: readonly SchemaChoice[]): SchemaChoice | null {
  if (value === null || value === undefined || value === '') return null;
  return choices.find((choice) => jsonEqual(choice.const, value)) ?? { const: value as SchemaChoice['const'], title: String(value) };
}

/**
 * Select control (`SelectWidget`): single or multi (`ui:options.multi` or an array schema), its
 * choices from the schema (`choicesOf`) or from a datasource field (`datasourceChoices`).
 * `freeForm` lets values outside the choices be typed (numeric text becomes a number for number
 * controls), `clearable` lets a single value be cleared to null. A value a closed choice list does
 * not hold is dropped (`dropValuesNotInChoices`) and the result reported through `onChange`.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, schema, options, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors, hideError } = props;
  const datasource = useContext(ControlPanelContext)?.datasource;
  const controlSchema = schema as JsonSchema;
  const { choices, freeForm, multi, closedSchema } = useMemo(
    () => selectChoicesOf(controlSchema, options as SelectOptions, datasource),
    [controlSchema, options, datasource],
  );
  const kept = closedSchema ? dropValuesNotInChoices(value, closedSchema) : value;
  const stale = !jsonEqual(kept, value);

  useEffect(() => {
    if (stale) onChange(kept);
  }, [stale, kept, onChange]);

  const toValue = (picked: Picked): unknown => (typeof picked === 'string' ? typedValueFor(picked, controlSchema) : picked.const);
  const clearable = options.clearable === true;
  const selected = multi
    ? (Array.isArray(kept) ? kept : []).map((item) => optionFor(item, choices)).filter((item): item is SchemaChoice => item !== null)
    : optionFor(kept, choices);

  return (
    <Autocomplete<Picked, boolean, boolean, boolean>
      id={id}
      size="small"
      fullWidth
      multiple={multi}
      freeSolo={freeForm}
      autoSelect={freeForm}
      disableClearable={!multi && !clearable}
      filterSelectedOptions={multi}
      disabled={disabled || readonly}
      options={choices as SchemaChoice[]}
      value={selected}
      getOptionLabel={titleOf}
      isOptionEqualToValue={(option, current) => typeof option !== 'string' && typeof current !== 'string' && jsonEqual(option.const, current.const)}
      onChange={(_event, next) => {
        if (Array.isArray(next)) onChange(next.map(toValue).filter((item) => item !== ''));
        else if (next === null) onChange(multi ? [] : null);
        else {
          const picked = toValue(next);
          onChange(picked === '' ? null : picked);
        }
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      renderInput={(params) => <TextField {...params} sx={COMPACT_FIELD_SX} placeholder={placeholder || undefined} error={!hideError && (rawErrors?.length ?? 0) > 0} />}
    />
  );
}
