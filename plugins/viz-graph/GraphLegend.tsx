import { CHART_FONT_FAMILY, type ChartSurfaceColors } from '@core/plugin-api/index.js';
import type { LegendOrientation } from './form-data.schema.js';
import { LEGEND_FONT_SIZE, LEGEND_ROW_HEIGHT, type Box } from './legend-layout.js';

/** Props of {@link GraphLegend}. */
export interface GraphLegendProps {
  box: Box;
  orientation: LegendOrientation;
  items: ReadonlyArray<{ name: string; color: string; hidden: boolean }>;
  surface: Readonly<ChartSurfaceColors>;
  onToggle: (name: string) => void;
  onHover: (name: string | null) => void;
}

/** The category legend of a graph: a click hides or shows a category's nodes, hovering highlights them. */
export function GraphLegend({ box, orientation, items, surface, onToggle, onHover }: GraphLegendProps) {
  const horizontal = orientation === 'top' || orientation === 'bottom';
  return (
    <div
      data-part="legend"
      role="list"
      style={{
        position: 'absolute',
        left: box.left,
        top: box.top,
        width: box.width,
        height: box.height,
        boxSizing: 'border-box',
        padding: '4px 8px',
        overflowX: 'hidden',
        overflowY: 'auto',
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        flexWrap: horizontal ? 'wrap' : 'nowrap',
        justifyContent: horizontal ? 'center' : 'safe center',
        alignContent: 'flex-start',
        columnGap: 14,
        fontFamily: CHART_FONT_FAMILY,
        fontSize: LEGEND_FONT_SIZE,
      }}
    >
      {items.map((item) => (
        <div role="listitem" key={item.name} style={{ display: 'flex', minWidth: 0, maxWidth: '100%' }}>
          <button
            type="button"
            data-part="legend-item"
            data-key={item.name}
            aria-pressed={!item.hidden}
            title={item.hidden ? `Show ${item.name}` : `Hide ${item.name}`}
            onClick={() => onToggle(item.name)}
            onMouseEnter={() => onHover(item.hidden ? null : item.name)}
            onMouseLeave={() => onHover(null)}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 6,
              height: LEGEND_ROW_HEIGHT,
              minWidth: 0,
              maxWidth: '100%',
              padding: 0,
              border: 'none',
              background: 'none',
              cursor: 'pointer',
              font: 'inherit',
              color: item.hidden ? surface.mutedText : surface.text,
            }}
          >
            <span aria-hidden="true" style={{ flex: 'none', width: 10, height: 10, borderRadius: '50%', background: item.hidden ? surface.divider : item.color }} />
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textDecoration: item.hidden ? 'line-through' : 'none' }}>{item.name}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
