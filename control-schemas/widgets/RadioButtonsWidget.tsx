import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { WidgetProps } from '@rjsf/utils';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { choicesOf } from '../choices/choices-of.js';
import { jsonEqual } from '../json-equal.js';

/**
 * Choice among a few options (`RadioButtonsWidget`), such as the query mode or the legend
 * position: one segmented button per choice of the schema (`choicesOf`); exactly one is selected.
 */
export function RadioButtonsWidget(props: WidgetProps) {
  const { id, value, schema, label, onChange, disabled, readonly } = props;
  const { choices } = choicesOf(schema as JsonSchema);
  const selected = choices.findIndex((choice) => jsonEqual(choice.const, value));
  return (
    <ToggleButtonGroup
      id={id}
      size="small"
      exclusive
      fullWidth
      aria-label={label}
      disabled={disabled || readonly}
      value={selected >= 0 ? String(selected) : null}
      onChange={(_event, next: string | null) => {
        // Clicking the selected button again reports null: the choice stays.
        const choice = next === null ? undefined : choices[Number(next)];
        if (choice) onChange(choice.const);
      }}
    >
      {choices.map((choice, index) => (
        <ToggleButton key={String(index)} value={String(index)} sx={{ py: 0.25, textTransform: 'none' }}>
          {choice.title}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
