import { getUiOptions, getWidget, type FieldProps } from '@rjsf/utils';
import { useCallback } from 'react';

/** The name `ControlPanel` registers {@link ControlWidgetField} under (`ui:field`). */
export const CONTROL_WIDGET_FIELD = 'ControlWidgetField';

/**
 * An rjsf field that hands a control's whole value, unchanged, to the widget named by
 * `ui:widget`. The control panel routes every control here: rjsf's own fields are chosen by schema
 * type, so an object value (`label_colors`, an adhoc metric or column) would get rjsf's object
 * field, one input per property, and number fields rewrite typed text the widgets handle themselves.
 */
export function ControlWidgetField(props: FieldProps) {
  const { schema, uiSchema, name, fieldPathId, formData, onChange, onBlur, onFocus, registry, required, disabled, readonly, rawErrors, hideError, autofocus } = props;
  const { widget, placeholder = '', title, ...options } = getUiOptions(uiSchema, registry.globalUiOptions);
  const Widget = getWidget(schema, widget ?? 'TextWidget', registry.widgets);
  const label = title ?? (typeof schema.title === 'string' ? schema.title : name);
  const handleChange = useCallback((value: unknown) => onChange(value, fieldPathId.path, undefined, fieldPathId.$id), [onChange, fieldPathId]);
  return (
    <Widget
      id={fieldPathId.$id}
      name={name}
      label={label}
      hideLabel
      schema={schema}
      uiSchema={uiSchema}
      options={options}
      value={formData}
      onChange={handleChange}
      onBlur={onBlur}
      onFocus={onFocus}
      registry={registry}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={autofocus}
      rawErrors={rawErrors}
      hideError={hideError}
      htmlName={fieldPathId.name}
    />
  );
}
