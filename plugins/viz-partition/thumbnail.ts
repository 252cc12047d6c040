/** Gallery pictogram of "Partition Chart": an icicle, each column splitting the one on its left. */
export const PARTITION_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<rect x="8" y="8" width="32" height="64" fill="#2F6FDE"/>',
    '<rect x="42" y="8" width="34" height="38" fill="#F2A541"/>',
    '<rect x="42" y="48" width="34" height="24" fill="#3BA272"/>',
    '<rect x="78" y="8" width="34" height="22" fill="#D9534F"/>',
    '<rect x="78" y="32" width="34" height="14" fill="#8E5BB5"/>',
    '<rect x="78" y="48" width="34" height="15" fill="#1FA8C9"/>',
    '<rect x="78" y="65" width="34" height="7" fill="#E8C547"/>',
    '<rect x="12" y="38" width="20" height="3" rx="1.5" fill="#ffffff"/>',
    '<rect x="46" y="25" width="18" height="3" rx="1.5" fill="#ffffff"/>',
    '<rect x="46" y="58" width="14" height="3" rx="1.5" fill="#ffffff"/>',
    '</svg>',
  ].join(''),
)}`;
