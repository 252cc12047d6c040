import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import TabIcon from '@mui/icons-material/TabOutlined';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import TitleIcon from '@mui/icons-material/Title';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import ViewStreamOutlinedIcon from '@mui/icons-material/ViewStreamOutlined';
import WidgetsOutlinedIcon from '@mui/icons-material/WidgetsOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { LayoutComponentType } from '@core/dashboard/index.js';
import { useKernel } from '../../../kernel/kernel-context';
import { NewComponentCard } from './NewComponentCard';

const ELEMENTS: Array<{ type: LayoutComponentType; label: string; icon: ReactNode; detail: string }> = [
  { type: 'TABS', label: 'Tabs', icon: <TabIcon fontSize="small" />, detail: 'Group content in tabs' },
  { type: 'ROW', label: 'Row', icon: <ViewStreamOutlinedIcon fontSize="small" />, detail: 'Charts side by side' },
  { type: 'COLUMN', label: 'Column', icon: <ViewColumnOutlinedIcon fontSize="small" />, detail: 'Charts stacked in a column' },
  { type: 'HEADER', label: 'Header', icon: <TitleIcon fontSize="small" />, detail: 'A title across the grid' },
  { type: 'MARKDOWN', label: 'Text', icon: <TextFieldsIcon fontSize="small" />, detail: 'Markdown notes, links, images' },
  { type: 'DIVIDER', label: 'Divider', icon: <HorizontalRuleIcon fontSize="small" />, detail: 'A horizontal rule' },
];

/**
 * The edit panel's "Layout elements": new tabs, rows, columns, headers, markdown and dividers to
 * drag onto the grid, then the components plugins add (each a `DYNAMIC` component naming its key).
 */
export function LayoutElementsPane() {
  const { dashboardComponents } = useKernel();
  return (
    <Box role="list" aria-label="Layout elements" sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}>
      {ELEMENTS.map((element) => (
        <NewComponentCard key={element.type} item={{ kind: 'new', type: element.type }} icon={element.icon} label={element.label} detail={element.detail} />
      ))}
      {dashboardComponents.list().map((contribution) => (
        <NewComponentCard
          key={`dynamic:${contribution.key}`}
          item={{ kind: 'new', type: 'DYNAMIC', meta: { componentKey: contribution.key } }}
          icon={<WidgetsOutlinedIcon fontSize="small" />}
          label={contribution.name}
          detail={contribution.description}
        />
      ))}
    </Box>
  );
}
