const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">
<rect x="6" y="8" width="108" height="64" rx="4" fill="#ffffff" stroke="#c5d0d8"/>
<rect x="6" y="8" width="108" height="13" rx="4" fill="#dde6ec"/>
<rect x="6" y="17" width="108" height="4" fill="#dde6ec"/>
<rect x="12" y="12" width="26" height="5" rx="1" fill="#566673"/>
<rect x="56" y="12" width="22" height="5" rx="1" fill="#566673"/>
<rect x="88" y="12" width="20" height="5" rx="1" fill="#566673"/>
<g fill="#8fa1ad">
<rect x="12" y="27" width="30" height="4" rx="1"/><rect x="12" y="38" width="22" height="4" rx="1"/>
<rect x="12" y="49" width="34" height="4" rx="1"/><rect x="12" y="60" width="26" height="4" rx="1"/>
</g>
<g fill="#2f6fde" fill-opacity="0.28">
<rect x="54" y="25" width="26" height="8"/><rect x="54" y="36" width="17" height="8"/>
<rect x="54" y="47" width="22" height="8"/><rect x="54" y="58" width="9" height="8"/>
</g>
<g fill="#17232d">
<rect x="66" y="27" width="14" height="4" rx="1"/><rect x="70" y="38" width="10" height="4" rx="1"/>
<rect x="68" y="49" width="12" height="4" rx="1"/><rect x="72" y="60" width="8" height="4" rx="1"/>
<rect x="94" y="27" width="14" height="4" rx="1"/><rect x="96" y="38" width="12" height="4" rx="1"/>
<rect x="92" y="49" width="16" height="4" rx="1"/><rect x="98" y="60" width="10" height="4" rx="1"/>
</g>
<g stroke="#e3e9ed"><line x1="6" y1="34.5" x2="114" y2="34.5"/><line x1="6" y1="45.5" x2="114" y2="45.5"/><line x1="6" y1="56.5" x2="114" y2="56.5"/></g>
</svg>`;

/** Gallery pictogram of the table: a header row, a text column and two right-aligned number columns, one with cell bars. */
export const tableThumbnail = `data:image/svg+xml,${encodeURIComponent(svg)}`;
