import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import type { AnnotationQueryState } from './annotation-source-queries';

/**
 * The layers still loading or failed, in a corner of the chart: a spinner while another chart's
 * data is fetched for a layer, a warning with the reason ("Query timeout") when it failed. Layers
 * that loaded, with or without data, say nothing.
 */
export function AnnotationLayerStatus({ states }: { states: Readonly<Record<string, AnnotationQueryState>> }) {
  const entries = Object.entries(states).filter(([, state]) => state.status !== 'success');
  if (entries.length === 0) return null;
  return (
    <Box
      role="status"
      aria-label="Annotation layers"
      sx={{ position: 'absolute', left: 6, bottom: 6, zIndex: 4, display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start', maxWidth: '60%' }}
    >
      {entries.map(([name, state]) => {
        const failed = state.status === 'failed';
        const label = failed ? `${name}: ${state.error}` : `Loading ${name}…`;
        return (
          <Tooltip key={name} title={failed ? `The annotation layer ${name} could not be drawn: ${state.error}` : ''}>
            <Box
              data-annotation-layer-state={state.status}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1,
                py: 0.25,
                borderRadius: 1,
                fontSize: 12,
                lineHeight: 1.6,
                maxWidth: '100%',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: failed ? 'warning.main' : 'divider',
                color: failed ? 'warning.dark' : 'text.secondary',
                boxShadow: 1,
              }}
            >
              {failed ? <WarningAmberOutlinedIcon sx={{ fontSize: 14 }} /> : <CircularProgress size={11} thickness={5} />}
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {label}
              </Box>
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
