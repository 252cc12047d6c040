import Box from '@mui/material/Box';
import { LayoutBackground, LayoutHeaderSize, type LayoutComponent } from '@core/dashboard/index.js';
import { useDashboardCharts, useLayoutEditing } from '../dashboard-contexts';
import { EditFrame } from './EditFrame';
import { highlightSx } from './highlight';
import { InlineText } from './InlineText';
import { BackgroundTool, HeaderSizeTool } from './StyleTools';

const SIZES: Record<LayoutHeaderSize, { fontSize: string; lineHeight: number }> = {
  [LayoutHeaderSize.SMALL]: { fontSize: '1rem', lineHeight: 1.5 },
  [LayoutHeaderSize.MEDIUM]: { fontSize: '1.5rem', lineHeight: 1.35 },
  [LayoutHeaderSize.LARGE]: { fontSize: '2rem', lineHeight: 1.25 },
};

const CLASS_NAMES: Record<LayoutHeaderSize, string> = {
  [LayoutHeaderSize.SMALL]: 'header-small',
  [LayoutHeaderSize.MEDIUM]: 'header-medium',
  [LayoutHeaderSize.LARGE]: 'header-large',
};

/** A header across the grid: its text in the chosen size, on a white or transparent background; edited in place. */
export function HeaderView({ component }: { component: LayoutComponent }) {
  const { editMode, dispatch } = useLayoutEditing();
  const { highlightedId } = useDashboardCharts();
  const headerSize = component.meta.headerSize ?? LayoutHeaderSize.MEDIUM;
  const white = component.meta.background === LayoutBackground.WHITE;
  const text = typeof component.meta.text === 'string' ? component.meta.text : '';
  return (
    <EditFrame
      component={component}
      className="dashboard-component-header"
      tools={
        <>
          <HeaderSizeTool component={component} />
          <BackgroundTool component={component} />
        </>
      }
      sx={{ width: '100%' }}
    >
      <Box
        id={component.id}
        className={`${CLASS_NAMES[headerSize] ?? 'header-medium'} ${white ? 'background--white' : 'background--transparent'}`}
        sx={[
          {
            ...(SIZES[headerSize] ?? SIZES[LayoutHeaderSize.MEDIUM]),
            fontWeight: 600,
            px: white ? 2 : 0.5,
            py: 1,
            borderRadius: 1,
            overflowWrap: 'anywhere',
            ...(white ? { bgcolor: 'background.paper', border: 1, borderColor: 'divider' } : {}),
          },
          highlightedId === component.id && highlightSx,
        ]}
      >
        <InlineText
          editable={editMode}
          value={text}
          placeholder="New header"
          label="Header text"
          onCommit={(next) => dispatch({ type: 'UPDATE_COMPONENT_META', id: component.id, meta: { text: next } })}
        />
      </Box>
    </EditFrame>
  );
}
