import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

interface PageProps {
  title: string;
  /** A line under the title: what the page is for. */
  subtitle?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A top-level screen: its title (also the browser tab's), an optional subtitle and actions, then content. */
export function Page({ title, subtitle, actions, children }: PageProps) {
  usePageTitle(title);
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 1600, mx: 'auto' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
      </Box>
      {children}
    </Box>
  );
}
