/** Fixed heights of the table's parts, in CSS pixels; rows have one height so the list can be virtualised. */
export const TABLE_LAYOUT = Object.freeze({
  rowHeight: 32,
  headerHeight: 36,
  toolbarHeight: 44,
  footerHeight: 44,
  /** Rows rendered beyond each edge of the visible window, so fast scrolling shows no blank band. */
  overscan: 10,
});
