import { defineControl } from '@control-schemas/index.js';

/** Superset's default template: each row as JSON in a list. */
export const DEFAULT_HANDLEBARS_TEMPLATE = `<ul class="data-list">
  {{#each data}}
    <li>{{stringify this}}</li>
  {{/each}}
</ul>`;

/** Superset's default style template: an example, commented out. */
export const DEFAULT_STYLE_TEMPLATE = `/*
.data-list {
  background-color: yellow;
}
*/`;

/** The template the rows are written through. */
export const handlebarsTemplate = defineControl({
  name: 'handlebarsTemplate',
  label: 'Handlebars template',
  description:
    'A Handlebars template applied to the data: the rows are `data` (`{{#each data}}…{{/each}}`); helpers include dateFormat, formatNumber, stringify, eq, gt, and, or. A column whose label is not a plain name is written `this.[SUM(num)]`.',
  section: 'customize',
  schema: { type: 'string', minLength: 1, default: DEFAULT_HANDLEBARS_TEMPLATE },
  uiSchema: { 'ui:widget': 'CodeEditorWidget', 'ui:options': { language: 'handlebars', rows: 12 } },
  validators: ['nonEmpty'],
  renderTrigger: true,
});

/** CSS for the chart. */
export const styleTemplate = defineControl({
  name: 'styleTemplate',
  label: 'CSS styles',
  description: 'CSS applied to the chart; every rule is scoped to this chart, so it cannot restyle the page.',
  section: 'customize',
  schema: { type: 'string', default: DEFAULT_STYLE_TEMPLATE },
  uiSchema: { 'ui:widget': 'CodeEditorWidget', 'ui:options': { language: 'css', rows: 8 } },
  validators: [],
  renderTrigger: true,
});
