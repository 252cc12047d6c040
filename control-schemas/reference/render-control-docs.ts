import { CONTROL_WIDGETS } from '../control-widgets.js';
import type { ControlDefinition } from '../control-definition.js';
import { SHARED_CONTROLS } from '../controls/index.js';
import { CORE_CONTROL_SECTIONS } from '../sections.js';
import { CONTROL_VALIDATORS } from '../validators/control-validators.js';
import { GENERATED_NOTICE, cell, code, renderControlDoc, widgetOf } from './render-control-doc.js';

function renderIndex(controls: readonly ControlDefinition[]): string {
  const lines = [
    GENERATED_NOTICE,
    '',
    '# Explore controls',
    '',
    'The shared controls of the explore panel, generated from their definitions in `control-schemas/controls/`.',
    'Each is a JSON-Schema fragment (its type, default and choices), a pure-JSON uiSchema fragment (its widget,',
    'by registered name) and the names of its validators and rules. A viz plugin picks controls by name and gets',
    "its `formDataSchema` and `uiSchema` from `composeVizSchema` (see `control-schemas/README.md`). Controls marked",
    '"redraws" are render-only: changing them redraws the chart from the last result without a new query.',
    '',
  ];
  for (const section of CORE_CONTROL_SECTIONS) {
    const members = controls.filter((control) => control.section === section.key);
    if (members.length === 0) continue;
    lines.push(`## ${section.label}`, '', `${section.description} ${section.expanded ? 'Starts open.' : 'Starts closed.'}`, '');
    lines.push('| Control | Label | Widget | Default | Redraws | Conditional |', '| --- | --- | --- | --- | --- | --- |');
    for (const control of members) {
      const conditional = [control.visibleWhen ? 'visibility' : '', control.forcedValues?.length ? 'forced value' : ''].filter(Boolean).join(', ');
      lines.push(
        `| [\`${control.name}\`](${control.name}.md) | ${cell(control.label)} | \`${widgetOf(control)}\` | ${cell(code(control.schema.default))} | ${control.renderTrigger ? 'yes' : ''} | ${conditional} |`,
      );
    }
    lines.push('');
  }
  lines.push('## Validators', '', '| Validator | Message |', '| --- | --- |');
  for (const validator of Object.values(CONTROL_VALIDATORS)) {
    lines.push(`| \`${validator.name}\` | ${cell(validator.message)}${validator.placeholder ? ` (%s: ${cell(validator.placeholder)})` : ''} |`);
  }
  lines.push('', '## Widgets', '', 'Every `ui:widget` names one of these; the web app registers a React widget under each name.', '');
  lines.push(...CONTROL_WIDGETS.map((widget) => `- \`${widget}\``), '');
  return lines.join('\n');
}

/**
 * The generated control reference, as file name → Markdown: `README.md` (an index by section, the
 * validators and the widgets) and one `<name>.md` per control. `npm run docs:controls` writes these
 * to `docs/controls/`; a test checks the committed files match.
 *
 * @example
 * ```ts
 * renderControlDocs()['row_limit.md']; // '<!-- Generated … -->\n\n# Row limit (`row_limit`) …'
 * ```
 */
export function renderControlDocs(controls: readonly ControlDefinition[] = SHARED_CONTROLS): Record<string, string> {
  const files: Record<string, string> = { 'README.md': renderIndex(controls) };
  for (const control of controls) files[`${control.name}.md`] = renderControlDoc(control);
  return files;
}
