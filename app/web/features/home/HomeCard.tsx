import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface HomeCardProps {
  /** What the item is, as a small pictogram. */
  icon: ReactNode;
  title: string;
  /** Where the card leads; the whole card is the link. */
  href: string;
  /** e.g. "Modified 2 hours ago". */
  caption: string;
  /** Shown under the caption, e.g. a saved query's SQL. */
  detail?: ReactNode;
  /** A control of its own (a star), which stays clickable above the card's link. */
  action?: ReactNode;
  /** A status chip under the caption. */
  badge?: ReactNode;
}

/** A card of the home page: an item's pictogram, title and when it last changed, opening the item. */
export function HomeCard({ icon, title, href, caption, detail, action, badge }: HomeCardProps) {
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 1.5,
        p: 1.5,
        minWidth: 0,
        borderRadius: 2,
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 1 },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          flex: '0 0 auto',
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: 1.5,
          color: 'primary.main',
          bgcolor: 'action.hover',
          '& svg': { fontSize: 22 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={href}
          underline="hover"
          color="inherit"
          sx={{
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            wordBreak: 'break-word',
            // The link's box covers the card, so the whole card opens the item.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&:focus-visible': { outline: 'none' },
          }}
        >
          {title}
        </Link>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {caption}
        </Typography>
        {badge ? <Box sx={{ display: 'flex', mt: 0.75 }}>{badge}</Box> : null}
        {detail ? <Box sx={{ mt: 0.75, minWidth: 0 }}>{detail}</Box> : null}
      </Box>
      {action ? <Box sx={{ position: 'relative', zIndex: 1, alignSelf: 'flex-start', mt: -0.5, mr: -0.5 }}>{action}</Box> : null}
    </Card>
  );
}
