import { parseTemplate } from './parse-template.js';
import { renderTemplate } from './render-template.js';
import { sanitizeTemplateHtml } from './sanitize-html.js';

/** A template rendered for the page, or why it could not be. */
export type SafeRendering = { html: string; error: null } | { html: null; error: string };

/**
 * Renders a user's Handlebars template over `{ data: rows }` and sanitises the result: parsed and
 * walked without generated code (see `parseTemplate`, `renderTemplate`), then cleaned with
 * DOMPurify (see `sanitizeTemplateHtml`). A syntax or rendering problem comes back as a message.
 *
 * @example
 * renderSafeHtml('{{#each data}}<b>{{name}}</b>{{/each}}', [{ name: 'Ann' }]); // { html: '<b>Ann</b>', error: null }
 */
export function renderSafeHtml(template: string, rows: ReadonlyArray<Record<string, unknown>>): SafeRendering {
  try {
    return { html: sanitizeTemplateHtml(renderTemplate(parseTemplate(template), { data: rows })), error: null };
  } catch (error) {
    return { html: null, error: error instanceof Error ? error.message : String(error) };
  }
}
