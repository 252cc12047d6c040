import DOMPurify from 'dompurify';
import { marked } from 'marked';

let linksHooked = false;

/** Links in rendered markdown open in a new tab without access to the dashboard's window. */
function hookLinks(): void {
  if (linksHooked) return;
  linksHooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Markdown (or HTML) source rendered to HTML by marked (GitHub-flavoured), not yet sanitised. */
export function renderMarkdown(source: string): string {
  return marked.parse(source ?? '', { async: false, gfm: true });
}

/**
 * Markdown (or HTML) source of a markdown component or a chart description as safe HTML: rendered
 * with marked (GitHub-flavoured) and sanitised with DOMPurify, so scripts, event handlers and
 * `javascript:` links never reach the page. Links open in a new tab.
 *
 * @example
 * ```ts
 * markdownToSafeHtml('# Hi <img src=x onerror=alert(1)>'); // '<h1>Hi <img src="x"></h1>'
 * ```
 */
export function markdownToSafeHtml(source: string): string {
  hookLinks();
  return DOMPurify.sanitize(renderMarkdown(source), { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}
