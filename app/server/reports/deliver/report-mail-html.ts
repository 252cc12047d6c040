/** What the body of a report mail shows, already resolved to cids and plain strings. */
export interface ReportMailBody {
  /** The chart's or dashboard's name. */
  title: string;
  description: string | null;
  /** e.g. `Alert value: 42` for an alert that fired. */
  alertLine: string | null;
  /** Inline images by Content-ID. */
  images: { cid: string; alt: string }[];
  /** A TEXT report's table (HTML the renderer already escaped). */
  tableHtml: string | null;
  /** Names of the attached files, listed in the plain-text version. */
  attachmentNames: string[];
  /** Link back to the chart or dashboard. */
  url: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Only http(s) links go into a mail; anything else (javascript:, data:) is dropped. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

// Mail clients drop <style> blocks and most CSS: every style is inline, the layout is a table.
const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#1f2328;';
const STYLE = {
  page: 'margin:0;padding:0;background:#f4f5f7;',
  card: `max-width:960px;margin:0 auto;background:#ffffff;border:1px solid #dfe1e6;border-radius:6px;padding:24px;${FONT}font-size:14px;line-height:1.5;`,
  title: `margin:0 0 8px 0;font-size:20px;font-weight:600;${FONT}`,
  text: `margin:0 0 12px 0;${FONT}`,
  alert: `margin:0 0 12px 0;padding:8px 12px;background:#fff4e5;border-left:4px solid #f0a020;${FONT}`,
  image: 'display:block;max-width:100%;height:auto;margin:16px 0;border:1px solid #eceef2;',
  table: 'margin:16px 0;overflow-x:auto;font-size:13px;',
  button: 'display:inline-block;padding:8px 16px;background:#1a73e8;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600;',
} as const;

function paragraphs(text: string, style: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p style="${style}">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The HTML version of a report mail: title, description, inline images, table and a link back. */
export function renderMailHtml(body: ReportMailBody): string {
  const href = safeHref(body.url);
  const parts = [
    `<h1 style="${STYLE.title}">${escapeHtml(body.title)}</h1>`,
    body.description ? paragraphs(body.description, STYLE.text) : '',
    body.alertLine ? `<p style="${STYLE.alert}">${escapeHtml(body.alertLine)}</p>` : '',
    ...body.images.map((image) => `<img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" style="${STYLE.image}">`),
    body.tableHtml ? `<div style="${STYLE.table}">${body.tableHtml}</div>` : '',
    href ? `<p style="margin:20px 0 0 0;"><a href="${escapeHtml(href)}" style="${STYLE.button}">Explore in Tessera</a></p>` : '',
  ];
  return [
    '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    `<body style="${STYLE.page}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${STYLE.page}">`,
    `<tr><td style="padding:24px;"><div style="${STYLE.card}">${parts.join('')}</div></td></tr></table></body></html>`,
  ].join('');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A rough plain-text rendering of an HTML table: one line per row, cells separated by tabs. */
export function htmlTableToText(html: string): string {
  return html
    .replace(/<\/(td|th)>\s*/gi, '\t')
    .replace(/<\/tr>\s*/gi, '\n')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (NAMED[name.toLowerCase()]) return NAMED[name.toLowerCase()]!;
      if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return whole;
    })
    .split('\n')
    .map((line) => line.replace(/\t+$/, '').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The plain-text alternative of a report mail. */
export function renderMailText(body: ReportMailBody): string {
  const lines = [body.title, ''];
  if (body.description) lines.push(body.description, '');
  if (body.alertLine) lines.push(body.alertLine, '');
  if (body.tableHtml) lines.push(htmlTableToText(body.tableHtml), '');
  if (body.images.length > 0) lines.push(`${body.images.length} image(s) in the HTML version of this mail.`);
  if (body.attachmentNames.length > 0) lines.push(`Attached: ${body.attachmentNames.join(', ')}`);
  lines.push('', `Explore in Tessera: ${body.url}`);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim() + '\n';
}
