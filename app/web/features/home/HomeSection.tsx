import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface HomeSectionProps<TabValue extends string> {
  title: string;
  /** The section's tabs, and which one is shown. */
  tabs?: readonly { value: TabValue; label: string }[];
  tab?: TabValue;
  onTabChange?: (tab: TabValue) => void;
  /** The full list page of these items. */
  viewAll?: { href: string; label: string };
  children: ReactNode;
}

/** A section of the home page: a title, tabs choosing which items show, a link to all of them, and the items. */
export function HomeSection<TabValue extends string>({ title, tabs, tab, onTabChange, viewAll, children }: HomeSectionProps<TabValue>) {
  const headingId = useId();
  const panelId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ borderRadius: 2, px: 2.5, pt: 1.5, pb: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ py: 1 }}>
          {title}
        </Typography>
        {tabs && tab !== undefined ? (
          <Tabs
            value={tab}
            onChange={(_event, value: TabValue) => onTabChange?.(value)}
            aria-label={`${title} shown`}
            sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, px: 1.5, minWidth: 0 } }}
          >
            {tabs.map((option) => (
              <Tab key={option.value} value={option.value} label={option.label} aria-controls={panelId} />
            ))}
          </Tabs>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {viewAll ? (
          <Link component={RouterLink} to={viewAll.href} underline="hover" variant="body2" sx={{ fontWeight: 500 }}>
            {viewAll.label}
          </Link>
        ) : null}
      </Box>
      <Box id={panelId} role={tabs ? 'tabpanel' : undefined}>
        {children}
      </Box>
    </Paper>
  );
}
