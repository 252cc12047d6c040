/** A viz type as the gallery lists it (from the viz registry's descriptors). */
export interface VizTypeGalleryItem {
  key: string;
  name: string;
  description: string;
  category: string;
  tags: readonly string[];
  /** A `data:` URI of the type's pictogram. */
  thumbnail?: string;
  featured?: boolean;
  deprecated?: boolean;
}

/** Which part of the gallery is shown when not searching. */
export type GallerySection =
  | { kind: 'recommended' }
  | { kind: 'all' }
  | { kind: 'category'; category: string }
  | { kind: 'tag'; tag: string };

/** A category of the gallery's left column with how many (non-deprecated) types it holds. */
export interface GalleryCategory {
  category: string;
  count: number;
}

const byName = (a: VizTypeGalleryItem, b: VizTypeGalleryItem) => a.name.localeCompare(b.name);

/** The categories of the non-deprecated types, alphabetically. */
export function galleryCategories(vizTypes: readonly VizTypeGalleryItem[]): GalleryCategory[] {
  const counts = new Map<string, number>();
  for (const vizType of vizTypes) {
    if (!vizType.deprecated) counts.set(vizType.category, (counts.get(vizType.category) ?? 0) + 1);
  }
  return [...counts].map(([category, count]) => ({ category, count })).sort((a, b) => a.category.localeCompare(b.category));
}

/** The tags of the non-deprecated types, most used first. */
export function galleryTags(vizTypes: readonly VizTypeGalleryItem[]): string[] {
  const counts = new Map<string, number>();
  for (const vizType of vizTypes) {
    if (vizType.deprecated) continue;
    for (const tag of new Set(vizType.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}

/** How well a type matches every word of the search; 0 when some word matches nothing. */
function searchScore(vizType: VizTypeGalleryItem, words: readonly string[]): number {
  const name = vizType.name.toLowerCase();
  const tags = vizType.tags.map((tag) => tag.toLowerCase());
  const description = vizType.description.toLowerCase();
  let score = 0;
  for (const word of words) {
    if (name.startsWith(word)) score += 3;
    else if (name.includes(word)) score += 2;
    else if (tags.includes(word)) score += 1.5;
    else if (tags.some((tag) => tag.includes(word)) || description.includes(word) || vizType.key.toLowerCase().includes(word)) score += 1;
    else return 0;
  }
  // The spec's metadata weights: featured types rank a little higher, deprecated ones lower.
  return score + (vizType.featured ? 0.1 : 0) - (vizType.deprecated ? 0.1 : 0);
}

/**
 * The types to show. A search looks at names, descriptions and tags across every type
 * (deprecated ones included), best match first; otherwise the section's non-deprecated types by name.
 */
export function filterVizTypes(vizTypes: readonly VizTypeGalleryItem[], search: string, section: GallerySection): VizTypeGalleryItem[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length) {
    return vizTypes
      .map((vizType) => ({ vizType, score: searchScore(vizType, words) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || byName(a.vizType, b.vizType))
      .map(({ vizType }) => vizType);
  }
  const inSection = (vizType: VizTypeGalleryItem) => {
    switch (section.kind) {
      case 'recommended':
        return Boolean(vizType.featured);
      case 'all':
        return true;
      case 'category':
        return vizType.category === section.category;
      case 'tag':
        return vizType.tags.includes(section.tag);
    }
  };
  return vizTypes.filter((vizType) => !vizType.deprecated && inSection(vizType)).sort(byName);
}
