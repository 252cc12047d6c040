import type { Widget } from '@rjsf/utils';
import type { ControlWidgetName } from '../control-widgets.js';
import { AnnotationLayersWidget } from './AnnotationLayersWidget.js';
import { BoundsWidget } from './BoundsWidget.js';
import { CheckboxWidget } from './CheckboxWidget.js';
import { ColorSchemeWidget } from './ColorSchemeWidget.js';
import { CodeEditorWidget } from './CodeEditorWidget.js';
import { ColorWidget } from './ColorWidget.js';
import { ColumnConfigWidget } from './ColumnConfigWidget.js';
import { CurrencyFormatWidget } from './CurrencyFormatWidget.js';
import { DatasourceWidget } from './DatasourceWidget.js';
import { IntegerWidget } from './IntegerWidget.js';
import { LabelColorsWidget } from './LabelColorsWidget.js';
import { NumberFormatWidget } from './NumberFormatWidget.js';
import { RadioButtonsWidget } from './RadioButtonsWidget.js';
import { SavedChartsWidget } from './SavedChartsWidget.js';
import { SelectWidget } from './SelectWidget.js';
import { SliderWidget } from './SliderWidget.js';
import { TextWidget } from './TextWidget.js';
import { TimeFormatWidget } from './TimeFormatWidget.js';
import { VizTypeWidget } from './VizTypeWidget.js';

/**
 * The control widgets that need no datasource picker: selects, inputs, colours, formats, bounds,
 * per-metric settings, code, the dataset and viz-type buttons and annotation layers, by their
 * `ui:widget` name. The metric,
 * column, filter and time-range pickers are `PICKER_WIDGETS`.
 *
 * @example
 * ```tsx
 * <ControlPanel widgets={{ ...BASIC_WIDGETS, ...PICKER_WIDGETS }} … />
 * ```
 */
export const BASIC_WIDGETS: Readonly<Partial<Record<ControlWidgetName, Widget>>> = Object.freeze({
  DatasourceWidget,
  VizTypeWidget,
  ColorSchemeWidget,
  LabelColorsWidget,
  NumberFormatWidget,
  TimeFormatWidget,
  AnnotationLayersWidget,
  SelectWidget,
  CheckboxWidget,
  TextWidget,
  IntegerWidget,
  SliderWidget,
  ColorWidget,
  RadioButtonsWidget,
  BoundsWidget,
  CurrencyFormatWidget,
  ColumnConfigWidget,
  CodeEditorWidget,
  SavedChartsWidget,
});
