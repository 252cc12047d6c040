/** Gallery pictogram of "Handlebars": a template's braces beside the cards it renders. */
export const HANDLEBARS_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<text x="10" y="47" font-family="Menlo, monospace" font-size="22" font-weight="700" fill="#2F6FDE">{{ }}</text>',
    '<rect x="64" y="12" width="46" height="16" rx="3" fill="#ffffff" stroke="#c8d1d8"/>',
    '<rect x="68" y="17" width="22" height="6" rx="2" fill="#F2A541"/>',
    '<rect x="64" y="32" width="46" height="16" rx="3" fill="#ffffff" stroke="#c8d1d8"/>',
    '<rect x="68" y="37" width="30" height="6" rx="2" fill="#3BA272"/>',
    '<rect x="64" y="52" width="46" height="16" rx="3" fill="#ffffff" stroke="#c8d1d8"/>',
    '<rect x="68" y="57" width="16" height="6" rx="2" fill="#D9534F"/>',
    '</svg>',
  ].join(''),
)}`;
