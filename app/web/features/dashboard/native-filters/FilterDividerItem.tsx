import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { NativeFilterDivider } from '@core/dashboard/index.js';

/**
 * A divider of the filter bar: a section title with its description under it (vertical bar), or
 * a rule with the title, its description as a tooltip (horizontal bar).
 */
export function FilterDividerItem({ divider, orientation }: { divider: NativeFilterDivider; orientation: 'vertical' | 'horizontal' }) {
  const description = divider.description?.trim() ?? '';
  if (orientation === 'horizontal') {
    return (
      <Tooltip title={description}>
        <Box
          data-testid={`filter-divider-${divider.id}`}
          role="separator"
          aria-label={divider.title}
          sx={{ display: 'flex', alignItems: 'center', alignSelf: 'stretch', gap: 1, pl: 1.5, borderLeft: 1, borderColor: 'divider', flex: 'none', maxWidth: 180 }}
        >
          <Typography variant="subtitle2" noWrap sx={{ color: 'text.secondary' }}>
            {divider.title}
          </Typography>
        </Box>
      </Tooltip>
    );
  }
  return (
    <Box data-testid={`filter-divider-${divider.id}`} sx={{ pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {divider.title}
      </Typography>
      {description ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap' }}>
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}
