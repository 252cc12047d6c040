import Box from '@mui/material/Box';
import type { IChangeEvent } from '@rjsf/core/lib/components/Form.js';
import type { ErrorSchema, RJSFSchema, UiSchema as RjsfUiSchema, Widget } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import type { UiSchema } from '@core/plugin-api/ui-schema.js';
import { jsonEqual } from '../json-equal.js';
import { applyControlRules, ruleContextOf } from '../rules/apply-control-rules.js';
import { controlBehaviorsOf } from '../rules/control-behaviors-of.js';
import { validateFormData, type ControlErrors } from '../validators/validate-form-data.js';
import { CfworkerValidator } from './cfworker-validator.js';
import { ControlPanelContext, type ControlPanelContextValue, type ControlPanelServices, type ExploreDatasource } from './control-panel-context.js';
import { ControlPanelLayoutContext, type ControlPanelLayout } from './control-panel-layout.js';
import { CONTROL_WIDGET_FIELD } from './ControlWidgetField.js';
import { ControlForm } from './mui-control-theme.js';

type FormData = Record<string, unknown>;

/** Props of {@link ControlPanel}. */
export interface ControlPanelProps {
  /** The viz type's form-data schema (`composeVizSchema`). */
  schema: JsonSchema;
  /** The viz type's uiSchema, with `ui:sections` and the controls' rules (`composeVizSchema`). */
  uiSchema: UiSchema;
  formData: FormData;
  datasource: ExploreDatasource;
  services: ControlPanelServices;
  /** The server's SQL_MAX_ROW, the row-limit validator's bound. */
  maxRowLimit: number;
  /**
   * Called with the next form data (forced values applied) and the control that changed, when
   * known; a control with `ui:renderTrigger` changing means the chart redraws without a query.
   */
  onChange(next: FormData, changedField: string | undefined): void;
  /** The registered widgets by `ui:widget` name (`CONTROL_WIDGET_COMPONENTS`). */
  widgets: Record<string, Widget>;
  /** Whether to show validation messages on the controls; true when absent. */
  showErrors?: boolean;
}

const ID_PREFIX = 'root';
const VALIDATOR = new CfworkerValidator<FormData>();

/**
 * The uiSchema handed to rjsf: no submit button, and every control that names a widget routed to
 * `ControlWidgetField`, which hands the value to the widget unchanged. rjsf's own fields pick
 * by schema type, and a control typed `['string', 'object', 'null']` with `if: { type: 'object' }`
 * (metrics, columns) resolves to rjsf's object field when its value is null or an object, since
 * rjsf evaluates the `if` against `formData || {}`.
 */
function formUiSchemaOf(schema: JsonSchema, uiSchema: UiSchema): RjsfUiSchema {
  const result: Record<string, unknown> = { ...uiSchema, 'ui:submitButtonOptions': { norender: true } };
  for (const name of Object.keys(schema.properties ?? {})) {
    const control = uiSchema[name];
    if (typeof control !== 'object' || control === null || Array.isArray(control)) continue;
    if (typeof control['ui:widget'] === 'string' && control['ui:field'] === undefined) {
      result[name] = { ...control, 'ui:field': CONTROL_WIDGET_FIELD };
    }
  }
  return result as RjsfUiSchema;
}

/** rjsf's error schema of the controls' messages. */
function errorSchemaOf(errors: ControlErrors): ErrorSchema<FormData> {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [name, messages] of Object.entries(errors)) schema[name] = { __errors: [...messages] };
  return schema as ErrorSchema<FormData>;
}

/** The control an rjsf field id belongs to (`root_row_limit` → `row_limit`), the longest name that fits. */
function controlOfFieldId(id: string | undefined, names: readonly string[]): string | undefined {
  if (!id) return undefined;
  let found: string | undefined;
  for (const name of names) {
    const own = `${ID_PREFIX}_${name}`;
    if ((id === own || id.startsWith(`${own}_`)) && (!found || name.length > found.length)) found = name;
  }
  return found;
}

/** The first control whose value differs between two form data. */
function firstChangedControl(before: FormData, after: FormData, names: readonly string[]): string | undefined {
  return names.find((name) => !jsonEqual(before[name], after[name]));
}

/** The form data arrives complete (viz defaults applied): rjsf adds no defaults of its own. */
const DEFAULT_FORM_STATE = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } } as const;

/**
 * The explore control panel: the viz type's controls drawn by rjsf (MUI look) in collapsible
 * sections, with the controls' rules applied (hidden controls per `ui:visibleWhen`; forced values
 * per `ui:forcedValues`, reported through `onChange`) and their messages from `validateFormData`
 * (spec §5) shown as an error icon with a tooltip next to each label. rjsf's own validation is
 * off; its validator is a {@link CfworkerValidator}, which it uses to resolve conditional schemas.
 * Widgets read the datasource and services through `ControlPanelContext`.
 *
 * @example
 * ```tsx
 * <ControlPanel schema={viz.formDataSchema} uiSchema={viz.uiSchema} formData={formData} datasource={dataset}
 *   services={services} maxRowLimit={bootstrap.SQL_MAX_ROW} widgets={CONTROL_WIDGET_COMPONENTS}
 *   onChange={(next, changed) => dispatch(setFormData(next, changed))} />
 * ```
 */
export function ControlPanel({ schema, uiSchema, formData, datasource, services, maxRowLimit, onChange, widgets, showErrors = true }: ControlPanelProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const names = useMemo(() => Object.keys(schema.properties ?? {}), [schema]);
  const behaviors = useMemo(() => controlBehaviorsOf(uiSchema), [uiSchema]);
  // The datasource facts control rules read under `$context` (temporal and numeric columns).
  const ruleContext = useMemo(() => ruleContextOf(datasource.columns), [datasource]);
  const rules = useMemo(() => applyControlRules(formData, behaviors, ruleContext), [formData, behaviors, ruleContext]);
  const errors = useMemo(
    () => (showErrors ? validateFormData(rules.formData, behaviors, { sqlMaxRow: maxRowLimit, visible: rules.visible }) : {}),
    [showErrors, rules, behaviors, maxRowLimit],
  );
  const extraErrors = useMemo(() => errorSchemaOf(errors), [errors]);
  const formUiSchema = useMemo(() => formUiSchemaOf(schema, uiSchema), [schema, uiSchema]);

  // Values forced by the rules on the form data as given (a saved chart, a viz switch) reach the page.
  useEffect(() => {
    if (rules.formData !== formData) onChangeRef.current(rules.formData, firstChangedControl(formData, rules.formData, names));
  }, [rules.formData, formData, names]);

  const handleChange = useCallback(
    (event: IChangeEvent<FormData>, id?: string) => {
      const fromForm = event.formData ?? {};
      const changed = controlOfFieldId(id, names) ?? firstChangedControl(rules.formData, fromForm, names);
      // Only the edited control is taken from rjsf's copy: rjsf fills defaults of its own (an
      // empty object for a nullable metric) that are not the chart's form data.
      const next = changed ? { ...rules.formData, [changed]: fromForm[changed] } : rules.formData;
      const applied = applyControlRules(next, behaviors, ruleContext).formData;
      onChangeRef.current(applied, changed);
    },
    [behaviors, ruleContext, names, rules.formData],
  );

  const context = useMemo<ControlPanelContextValue>(
    () => ({ datasource, services, formData: rules.formData, maxRowLimit }),
    [datasource, services, rules.formData, maxRowLimit],
  );
  const layout = useMemo<ControlPanelLayout>(() => ({ visible: rules.visible, errors }), [rules.visible, errors]);

  return (
    <ControlPanelContext.Provider value={context}>
      <ControlPanelLayoutContext.Provider value={layout}>
        <Box data-control-panel sx={{ width: '100%', minWidth: 0 }}>
          <ControlForm
            tagName="div"
            schema={schema as RJSFSchema}
            uiSchema={formUiSchema}
            formData={rules.formData}
            validator={VALIDATOR}
            widgets={widgets}
            extraErrors={extraErrors}
            noValidate
            showErrorList={false}
            experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
            idPrefix={ID_PREFIX}
            onChange={handleChange}
          />
        </Box>
      </ControlPanelLayoutContext.Provider>
    </ControlPanelContext.Provider>
  );
}
