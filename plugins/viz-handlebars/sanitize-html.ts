import createDOMPurify, { type DOMPurify } from 'dompurify';
import { stripUnsafeMarkup } from './strip-unsafe-markup.js';

/** Elements a template may not produce: scripts and frames, forms, page-level and style elements. */
const FORBIDDEN_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'link', 'meta', 'form', 'input', 'button', 'textarea', 'select', 'option', 'noscript', 'template'];

let purifier: DOMPurify | null = null;

/** A DOMPurify of our own, untouched by the hooks other parts of the app add to the shared one. */
function instance(): DOMPurify {
  purifier ??= createDOMPurify(window);
  return purifier;
}

/**
 * A template's output as HTML that cannot run code: DOMPurify's HTML profile removes scripts,
 * event-handler attributes and `javascript:` (and other non-HTTP) URLs; frames, forms, `<style>`,
 * `<link>`, `<meta>` and `<base>` go too (the chart's CSS comes from its scoped style template).
 * A second pass of our own (`stripUnsafeMarkup`) enforces the same rules again, so no single
 * library bug lets a script through, and makes links open in a new tab without access to the page.
 *
 * @example
 * sanitizeTemplateHtml('<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">go</a>');
 * // '<img src="x"><a>go</a>'
 */
export function sanitizeTemplateHtml(html: string): string {
  const purified = instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['srcdoc', 'formaction', 'action', 'ping'],
    ALLOW_DATA_ATTR: true,
  });
  return stripUnsafeMarkup(String(purified));
}
