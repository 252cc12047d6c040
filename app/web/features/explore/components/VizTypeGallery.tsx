import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterVizTypes, galleryCategories, galleryTags, type GallerySection, type VizTypeGalleryItem } from './viz-gallery-filter';
import { VizGallerySidebar } from './VizGallerySidebar';
import { VizTypeCard } from './VizTypeCard';

export type { VizTypeGalleryItem } from './viz-gallery-filter';

/** Props of {@link VizTypeGallery}. */
export interface VizTypeGalleryProps {
  open: boolean;
  vizTypes: readonly VizTypeGalleryItem[];
  /** The chart's current viz type, highlighted when the gallery opens. */
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onClose: () => void;
}

/**
 * The viz-type chooser: categories and tags on the left, a searchable grid of pictograms, and the
 * highlighted type's description below. Double-click, Enter or "Select" confirms; Escape closes.
 */
export function VizTypeGallery({ open, vizTypes, selectedKey, onSelect, onClose }: VizTypeGalleryProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: 'min(860px, 88vh)' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Select a visualization type
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      {/* Mounted only while open, so each opening starts from the chart's current type. */}
      <GalleryBody vizTypes={vizTypes} selectedKey={selectedKey} onSelect={onSelect} onClose={onClose} />
    </Dialog>
  );
}

type GalleryBodyProps = Omit<VizTypeGalleryProps, 'open'>;

function GalleryBody({ vizTypes, selectedKey, onSelect, onClose }: GalleryBodyProps) {
  const [search, setSearch] = useState('');
  const [section, setSection] = useState<GallerySection>({ kind: 'all' });
  const [highlighted, setHighlighted] = useState<string | null>(selectedKey);
  const gridRef = useRef<HTMLDivElement>(null);

  const categories = useMemo(() => galleryCategories(vizTypes), [vizTypes]);
  const tags = useMemo(() => galleryTags(vizTypes), [vizTypes]);
  const recommendedCount = useMemo(() => vizTypes.filter((vizType) => vizType.featured && !vizType.deprecated).length, [vizTypes]);
  const allCount = useMemo(() => vizTypes.filter((vizType) => !vizType.deprecated).length, [vizTypes]);
  const shown = useMemo(() => filterVizTypes(vizTypes, search, section), [vizTypes, search, section]);
  const searching = search.trim() !== '';
  const details = vizTypes.find((vizType) => vizType.key === highlighted) ?? null;
  const highlightedShown = shown.some((vizType) => vizType.key === highlighted);
  const tabbableKey = highlightedShown ? highlighted : (shown[0]?.key ?? null);

  const focusCard = (key: string) => {
    setHighlighted(key);
    gridRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const inSearch = target.tagName === 'INPUT';
    const onCard = target.getAttribute('role') === 'option';
    if (event.key === 'Enter' && (inSearch || onCard)) {
      const key = highlightedShown ? highlighted : shown[0]?.key;
      if (key) {
        event.preventDefault();
        onSelect(key);
      }
      return;
    }
    if (inSearch && event.key === 'ArrowDown' && tabbableKey) {
      event.preventDefault();
      focusCard(tabbableKey);
      return;
    }
    if (!onCard) return;
    const index = shown.findIndex((vizType) => vizType.key === target.dataset.key);
    const next =
      event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? shown.length - 1 : null;
    const nextKey = next === null ? undefined : shown[Math.max(0, Math.min(shown.length - 1, next))]?.key;
    if (nextKey) {
      event.preventDefault();
      focusCard(nextKey);
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, borderTop: 1, borderBottom: 1, borderColor: 'divider' }} onKeyDown={onKeyDown}>
        <VizGallerySidebar
          active={searching ? null : section}
          recommendedCount={recommendedCount}
          allCount={allCount}
          categories={categories}
          tags={tags}
          onChoose={(choice) => {
            setSection(choice);
            setSearch('');
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ p: 2, pb: 1 }}>
            <TextField
              autoFocus
              size="small"
              fullWidth
              placeholder="Search all charts"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              slotProps={{
                htmlInput: { 'aria-label': 'Search all charts' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          <Box sx={{ flex: 1, overflowY: 'auto', px: 2, pt: 0.5, pb: 2 }}>
            {shown.length ? (
              <Box
                ref={gridRef}
                role="listbox"
                aria-label="Chart types"
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))', gap: 1.5 }}
              >
                {shown.map((vizType) => (
                  <VizTypeCard
                    key={vizType.key}
                    vizType={vizType}
                    highlighted={vizType.key === highlighted}
                    tabbable={vizType.key === tabbableKey}
                    onHighlight={setHighlighted}
                    onConfirm={onSelect}
                  />
                ))}
              </Box>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
                {searching ? `No chart type matches “${search.trim()}”.` : 'No chart types here.'}
              </Typography>
            )}
          </Box>
          <Box
            aria-label="Chart type details"
            aria-live="polite"
            sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1.5, minHeight: 96, bgcolor: 'action.hover' }}
          >
            {details ? (
              <>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {details.name}
                  </Typography>
                  {details.tags.map((tag) => (
                    <Chip key={tag} label={tag} size="small" variant="outlined" sx={{ height: 20 }} />
                  ))}
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {details.description || 'No description.'}
                </Typography>
              </>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Select a chart type to see its description.
              </Typography>
            )}
          </Box>
        </Box>
      </Box>
      <DialogActions sx={{ px: 2, py: 1.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!details} onClick={() => details && onSelect(details.key)}>
          Select
        </Button>
      </DialogActions>
    </>
  );
}
