import Alert from '@mui/material/Alert';
import { useLayoutEditing } from '../dashboard-contexts';
import { ChartHolder } from '../chart/ChartHolder';
import { ColumnView } from './ColumnView';
import { DividerView } from './DividerView';
import { DynamicView } from './DynamicView';
import { EditFrame } from './EditFrame';
import { HeaderView } from './HeaderView';
import { MarkdownView } from './MarkdownView';
import { RowView } from './RowView';
import { TabsView } from './TabsView';

/** One component of the layout, drawn by its type. */
export function LayoutItem({ id }: { id: string }) {
  const { layout } = useLayoutEditing();
  const component = layout[id];
  if (!component) return null;
  switch (component.type) {
    case 'ROW':
      return <RowView component={component} />;
    case 'COLUMN':
      return <ColumnView component={component} />;
    case 'CHART':
      return <ChartHolder component={component} />;
    case 'MARKDOWN':
      return <MarkdownView component={component} />;
    case 'HEADER':
      return <HeaderView component={component} />;
    case 'DIVIDER':
      return <DividerView component={component} />;
    case 'TABS':
      return <TabsView component={component} topLevel={false} />;
    case 'DYNAMIC':
      return <DynamicView component={component} />;
    default:
      return (
        <EditFrame component={component} sx={{ width: '100%' }}>
          <Alert severity="info">This {component.type.toLowerCase()} component is not shown by Tessera.</Alert>
        </EditFrame>
      );
  }
}
