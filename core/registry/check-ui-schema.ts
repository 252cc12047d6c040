import type { Report } from './descriptor-fields.js';
import { findNonJson } from './find-non-json.js';
import { isPlainObject } from './resolve-local-ref.js';

/** What a uiSchema is checked against. */
export interface UiSchemaCheck {
  /** Registered rjsf widget names. */
  widgets: ReadonlySet<string>;
  /** Property names of the schema the uiSchema lays out. */
  propertyNames: ReadonlySet<string>;
}

function checkWidgets(report: Report, node: unknown, path: string, widgets: ReadonlySet<string>): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => checkWidgets(report, item, `${path}/${index}`, widgets));
    return;
  }
  if (!isPlainObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ui:widget') {
      if (typeof value !== 'string') report(`uiSchema ${path}/ui:widget must be a registered widget name`);
      else if (!widgets.has(value)) report(`uiSchema ${path}/ui:widget uses unregistered widget '${value}'`);
    } else {
      checkWidgets(report, value, `${path}/${key}`, widgets);
    }
  }
}

function checkSections(report: Report, sections: unknown, propertyNames: ReadonlySet<string>): void {
  if (!Array.isArray(sections)) {
    report('uiSchema ui:sections must be an array');
    return;
  }
  const keys = new Set<string>();
  sections.forEach((section, index) => {
    if (!isPlainObject(section) || typeof section.key !== 'string' || typeof section.label !== 'string' || !Array.isArray(section.controls)) {
      report(`uiSchema ui:sections[${index}] must have a string key, a string label and a controls array`);
      return;
    }
    if (keys.has(section.key)) report(`uiSchema ui:sections has the key '${section.key}' twice`);
    keys.add(section.key);
    for (const control of section.controls) {
      if (typeof control !== 'string' || !propertyNames.has(control)) {
        report(`uiSchema section '${section.key}' lists '${String(control)}', which is not a schema property`);
      }
    }
  });
}

/**
 * Checks that a uiSchema is pure JSON, that every `ui:widget` anywhere in it is registered, and
 * that `ui:order` and `ui:sections` name real schema properties (rjsf would otherwise fail at
 * render time, in front of a user, instead of at start-up).
 */
export function checkUiSchema(report: Report, uiSchema: unknown, check: UiSchemaCheck): void {
  if (!isPlainObject(uiSchema)) {
    report('uiSchema must be an object');
    return;
  }
  const nonJson = findNonJson(uiSchema);
  if (nonJson.length > 0) {
    report(`uiSchema must be pure JSON; found ${nonJson.map((f) => `${f.kind} at ${f.path}`).join(', ')}`);
    return;
  }
  checkWidgets(report, uiSchema, '', check.widgets);
  const order = uiSchema['ui:order'];
  if (order !== undefined) {
    if (!Array.isArray(order)) report('uiSchema ui:order must be an array');
    else {
      for (const name of order) {
        if (name !== '*' && (typeof name !== 'string' || !check.propertyNames.has(name))) {
          report(`uiSchema ui:order lists '${String(name)}', which is not a schema property`);
        }
      }
    }
  }
  if (uiSchema['ui:sections'] !== undefined) checkSections(report, uiSchema['ui:sections'], check.propertyNames);
}
