import withTheme from '@rjsf/core/lib/withTheme.js';
import AddButton from '@rjsf/mui/lib/AddButton/index.js';
import ArrayFieldItemTemplate from '@rjsf/mui/lib/ArrayFieldItemTemplate/index.js';
import ArrayFieldTemplate from '@rjsf/mui/lib/ArrayFieldTemplate/index.js';
import ErrorList from '@rjsf/mui/lib/ErrorList/index.js';
import FieldErrorTemplate from '@rjsf/mui/lib/FieldErrorTemplate/index.js';
import GridTemplate from '@rjsf/mui/lib/GridTemplate/index.js';
import { ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from '@rjsf/mui/lib/IconButton/index.js';
import MultiSchemaFieldTemplate from '@rjsf/mui/lib/MultiSchemaFieldTemplate/index.js';
import OptionalDataControlsTemplate from '@rjsf/mui/lib/OptionalDataControlsTemplate/index.js';
import TitleField from '@rjsf/mui/lib/TitleField/index.js';
import MuiWidgets from '@rjsf/mui/lib/Widgets/index.js';
import WrapIfAdditionalTemplate from '@rjsf/mui/lib/WrapIfAdditionalTemplate/index.js';
import type { RJSFSchema } from '@rjsf/utils';
import { ControlFieldTemplate } from './ControlFieldTemplate.js';
import { ControlSectionsTemplate } from './ControlSectionsTemplate.js';
import { CONTROL_WIDGET_FIELD, ControlWidgetField } from './ControlWidgetField.js';

/**
 * @rjsf/mui's templates and widgets, taken module by module, with the control panel's own field
 * and section templates. Not `withTheme(Theme)` from the package roots: in @rjsf/core 6.11 the
 * root entry re-exports `getTestRegistry`, which imports @rjsf/validator-ajv8 (rjsf issue #5295),
 * a package Tessera does not install and could not use under its CSP. The @rjsf/mui modules that
 * import @rjsf/core's root (its input, description and help templates) are left to @rjsf/core's
 * defaults; the control panel's widgets and templates draw everything a control shows.
 */
const CONTROL_THEME = {
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    ButtonTemplates: { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton },
    ErrorListTemplate: ErrorList,
    FieldErrorTemplate,
    FieldTemplate: ControlFieldTemplate,
    GridTemplate,
    MultiSchemaFieldTemplate,
    ObjectFieldTemplate: ControlSectionsTemplate,
    OptionalDataControlsTemplate,
    TitleFieldTemplate: TitleField,
    WrapIfAdditionalTemplate,
  },
  widgets: MuiWidgets,
  fields: { [CONTROL_WIDGET_FIELD]: ControlWidgetField },
};

/** rjsf's `Form` with the control panel's theme; the widgets given as props take precedence over the theme's. */
export const ControlForm = withTheme<Record<string, unknown>, RJSFSchema>(CONTROL_THEME);
