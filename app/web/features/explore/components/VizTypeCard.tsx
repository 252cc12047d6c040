import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import type { VizTypeGalleryItem } from './viz-gallery-filter';

interface VizTypeCardProps {
  vizType: VizTypeGalleryItem;
  highlighted: boolean;
  /** Whether this card is the one reached with Tab (roving tab index). */
  tabbable: boolean;
  onHighlight: (key: string) => void;
  onConfirm: (key: string) => void;
}

/** One viz type in the gallery grid: its pictogram and name; a click highlights, a double click selects. */
export function VizTypeCard({ vizType, highlighted, tabbable, onHighlight, onConfirm }: VizTypeCardProps) {
  return (
    <ButtonBase
      role="option"
      aria-selected={highlighted}
      data-key={vizType.key}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onHighlight(vizType.key)}
      onFocus={() => onHighlight(vizType.key)}
      onDoubleClick={() => onConfirm(vizType.key)}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        gap: 0.75,
        p: 1,
        borderRadius: 1.5,
        border: 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        boxShadow: (theme) => (highlighted ? `0 0 0 1px ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}` : 'none'),
        bgcolor: highlighted ? 'action.selected' : 'background.paper',
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: highlighted ? 'primary.main' : 'text.secondary' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        sx={{
          height: 76,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.secondary',
          overflow: 'hidden',
        }}
      >
        {vizType.thumbnail ? (
          <Box component="img" src={vizType.thumbnail} alt="" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <InsertChartOutlinedIcon aria-hidden sx={{ fontSize: 40 }} />
        )}
      </Box>
      <Box
        component="span"
        sx={{
          typography: 'body2',
          fontWeight: highlighted ? 600 : 500,
          lineHeight: 1.3,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {vizType.name}
      </Box>
      {vizType.deprecated ? <Chip size="small" variant="outlined" color="warning" label="Deprecated" sx={{ alignSelf: 'center', height: 20 }} /> : null}
    </ButtonBase>
  );
}
