/** A dashboard tab a report can be limited to: its layout id and its title, nested titles joined. */
export interface DashboardTabChoice {
  id: string;
  label: string;
}

interface LayoutNode {
  type?: unknown;
  children?: unknown;
  meta?: unknown;
}

function nodeOf(layout: Record<string, unknown>, id: string): LayoutNode | null {
  const node = layout[id];
  return typeof node === 'object' && node !== null ? (node as LayoutNode) : null;
}

function titleOf(node: LayoutNode, index: number): string {
  const meta = typeof node.meta === 'object' && node.meta !== null ? (node.meta as Record<string, unknown>) : {};
  const text = [meta['text'], meta['defaultText']].find((value) => typeof value === 'string' && value.trim());
  return typeof text === 'string' ? text.trim() : `Tab ${index + 1}`;
}

/**
 * The tabs of a dashboard layout (`position_json`, as text or parsed), in the order the page shows
 * them, each nested tab named after its parents ("Sales › Europe"); none when the layout has no tabs.
 */
export function dashboardTabsOf(positionJson: unknown): DashboardTabChoice[] {
  let layout: unknown = positionJson;
  if (typeof layout === 'string') {
    try {
      layout = JSON.parse(layout);
    } catch {
      return [];
    }
  }
  if (typeof layout !== 'object' || layout === null) return [];
  const components = layout as Record<string, unknown>;
  const tabs: DashboardTabChoice[] = [];
  const seen = new Set<string>();
  const visit = (id: string, trail: readonly string[], index: number) => {
    if (seen.has(id)) return;
    seen.add(id);
    const node = nodeOf(components, id);
    if (!node) return;
    let next = trail;
    if (node.type === 'TAB') {
      next = [...trail, titleOf(node, index)];
      tabs.push({ id, label: next.join(' › ') });
    }
    const children = Array.isArray(node.children) ? node.children.filter((child): child is string => typeof child === 'string') : [];
    children.forEach((child, childIndex) => visit(child, next, childIndex));
  };
  visit('ROOT_ID', [], 0);
  return tabs;
}
