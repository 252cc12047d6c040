/** Gallery pictogram of "Big Number with Time Period Comparison": a figure with an up arrow and three comparison chips. */
export const POP_KPI_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<rect x="26" y="16" width="52" height="22" rx="3" fill="#17232d"/>',
    '<path d="M88 38 L88 20 M81 27 L88 19 L95 27" fill="none" stroke="#2e9e5b" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
    '<rect x="12" y="52" width="10" height="10" rx="3" fill="#dde3e8"/>',
    '<rect x="25" y="54" width="16" height="6" rx="2" fill="#566673"/>',
    '<rect x="47" y="52" width="10" height="10" rx="3" fill="#d4efdd"/>',
    '<rect x="60" y="54" width="14" height="6" rx="2" fill="#566673"/>',
    '<rect x="80" y="52" width="10" height="10" rx="3" fill="#d4efdd"/>',
    '<rect x="93" y="54" width="15" height="6" rx="2" fill="#566673"/>',
    '</svg>',
  ].join(''),
)}`;
