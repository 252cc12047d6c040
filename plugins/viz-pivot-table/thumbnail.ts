/** Lines of a small pivot-table pictogram: two header bands, row headers, cells and a total row. */
function pictogram(): string {
  const cells: string[] = [];
  const columnX = [44, 63, 82, 101];
  const rowY = [30, 40, 50, 60];
  for (const y of rowY) {
    for (const x of columnX) {
      const isTotal = y === 60 || x === 101;
      cells.push(`<rect x="${x + 2}" y="${y + 3}" width="${isTotal ? 13 : 11}" height="4" rx="1" fill="${isTotal ? '#1f4f9e' : '#8aa4cc'}"/>`);
    }
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" width="120" height="80">',
    '<rect x="4" y="6" width="114" height="68" rx="3" fill="#ffffff" stroke="#c5cedb"/>',
    '<rect x="44" y="6" width="74" height="12" fill="#dce6f5"/>',
    '<rect x="44" y="18" width="74" height="12" fill="#eaf0f9"/>',
    '<rect x="4" y="30" width="40" height="44" fill="#eaf0f9"/>',
    '<rect x="4" y="60" width="114" height="10" fill="#dce6f5" opacity="0.6"/>',
    '<rect x="53" y="10" width="38" height="4" rx="1" fill="#2f6fde"/>',
    '<rect x="47" y="22" width="12" height="4" rx="1" fill="#5b8ae6"/>',
    '<rect x="66" y="22" width="12" height="4" rx="1" fill="#5b8ae6"/>',
    '<rect x="85" y="22" width="12" height="4" rx="1" fill="#5b8ae6"/>',
    '<rect x="104" y="22" width="12" height="4" rx="1" fill="#1f4f9e"/>',
    '<rect x="8" y="33" width="14" height="4" rx="1" fill="#5b8ae6"/>',
    '<rect x="24" y="33" width="16" height="4" rx="1" fill="#8aa4cc"/>',
    '<rect x="24" y="43" width="16" height="4" rx="1" fill="#8aa4cc"/>',
    '<rect x="24" y="53" width="16" height="4" rx="1" fill="#8aa4cc"/>',
    '<rect x="8" y="63" width="20" height="4" rx="1" fill="#1f4f9e"/>',
    ...cells,
    '<path d="M44 6V74M4 30H118" stroke="#c5cedb"/>',
    '</svg>',
  ].join('');
}

/** Gallery thumbnail of the pivot table: a 120×80 SVG as a data URI. */
export const pivotTableThumbnail = `data:image/svg+xml,${encodeURIComponent(pictogram())}`;
