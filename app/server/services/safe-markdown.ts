import { Marked, type Tokens } from 'marked';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * Link targets kept as written: web and mail addresses, and paths on this server. Anything else
 * naming a scheme (`javascript:`, `data:`, an entity-encoded colon) becomes `#`.
 */
function safeHref(href: string): string {
  const target = href.trim();
  if (/^(https?:\/\/|mailto:|\/|#|\?)/i.test(target)) return target;
  return /[:&\\]/.test(target) ? '#' : target;
}

// Raw HTML in the text is shown as text, never as markup; unsafe link targets are dropped.
const markdown = new Marked({
  async: false,
  gfm: true,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag): string {
      return escapeHtml(token.text);
    },
  },
  walkTokens(token) {
    if (token.type === 'link' || token.type === 'image') {
      const link = token as Tokens.Link | Tokens.Image;
      link.href = safeHref(link.href);
    }
  },
});

/**
 * A chart description's markdown as HTML that is safe to insert in a page (Superset's
 * `description_markeddown`): markdown rendered, raw HTML escaped, only web, mail and local links.
 *
 * @example
 * ```ts
 * safeMarkdown('**Births** <script>x</script>'); // '<p><strong>Births</strong> &lt;script&gt;x&lt;/script&gt;</p>'
 * ```
 */
export function safeMarkdown(text: string | null | undefined): string {
  if (!text) return '';
  return markdown.parse(text, { async: false }).trim();
}
