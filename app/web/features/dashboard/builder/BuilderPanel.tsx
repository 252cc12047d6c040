import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { ChartsPane } from './ChartsPane';
import { LayoutElementsPane } from './LayoutElementsPane';

/** Width of the edit panel in pixels. */
export const BUILDER_PANEL_WIDTH = 320;

/** The edit mode's side panel: saved charts and layout elements to drag onto the dashboard. */
export function BuilderPanel() {
  const [tab, setTab] = useState<'layout' | 'charts'>('charts');
  return (
    <Box
      component="aside"
      aria-label="Dashboard components"
      data-no-export
      sx={{ width: BUILDER_PANEL_WIDTH, flex: 'none', borderLeft: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Tabs value={tab} onChange={(_event, value: 'layout' | 'charts') => setTab(value)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', flex: 'none' }}>
        <Tab value="charts" label="Charts" />
        <Tab value="layout" label="Layout elements" />
      </Tabs>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{tab === 'layout' ? <LayoutElementsPane /> : <ChartsPane />}</Box>
    </Box>
  );
}
