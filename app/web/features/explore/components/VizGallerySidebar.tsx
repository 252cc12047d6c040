import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { GallerySection, GalleryCategory } from './viz-gallery-filter';

interface VizGallerySidebarProps {
  /** The section shown; null while a search overrides it. */
  active: GallerySection | null;
  recommendedCount: number;
  allCount: number;
  categories: readonly GalleryCategory[];
  tags: readonly string[];
  onChoose: (section: GallerySection) => void;
}

const sameSection = (a: GallerySection | null, b: GallerySection) =>
  a !== null &&
  a.kind === b.kind &&
  (a.kind !== 'category' || b.kind !== 'category' || a.category === b.category) &&
  (a.kind !== 'tag' || b.kind !== 'tag' || a.tag === b.tag);

/** The gallery's left column: Recommended, All charts, each category, then the tags. */
export function VizGallerySidebar({ active, recommendedCount, allCount, categories, tags, onChoose }: VizGallerySidebarProps) {
  const entries: Array<{ section: GallerySection; label: string; count: number }> = [
    ...(recommendedCount ? [{ section: { kind: 'recommended' } as const, label: 'Recommended', count: recommendedCount }] : []),
    { section: { kind: 'all' }, label: 'All charts', count: allCount },
    ...categories.map(({ category, count }) => ({ section: { kind: 'category', category } as const, label: category, count })),
  ];
  return (
    <Box
      component="nav"
      aria-label="Chart categories"
      sx={{ width: 220, flexShrink: 0, borderRight: 1, borderColor: 'divider', overflowY: 'auto', py: 1 }}
    >
      <List dense disablePadding>
        {entries.map(({ section, label, count }, index) => (
          <ListItemButton
            key={label}
            selected={sameSection(active, section)}
            onClick={() => onChoose(section)}
            sx={{ px: 2, ...(index === (recommendedCount ? 1 : 0) ? { mb: 1 } : {}) }}
          >
            <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
            <Typography variant="caption" sx={{ color: 'text.secondary', ml: 1 }} aria-label={`${count} charts`}>
              {count}
            </Typography>
          </ListItemButton>
        ))}
      </List>
      {tags.length ? (
        <Box sx={{ px: 2, pt: 2 }}>
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', display: 'block', mb: 0.5 }}>
            Tags
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {tags.map((tag) => {
              const selected = sameSection(active, { kind: 'tag', tag });
              return (
                <Chip
                  key={tag}
                  label={tag}
                  size="small"
                  clickable
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-pressed={selected}
                  onClick={() => onChoose({ kind: 'tag', tag })}
                />
              );
            })}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
