import { memo, type CSSProperties } from 'react';
import { FONT, LEGEND, type Box } from './chart-layout.js';
import type { ChartTheme } from './chart-theme.js';
import type { SeriesStyle } from './timeseries-chart-props.js';
import type { LegendOrientation } from './timeseries-form-data.js';

/** One series in the legend. */
export interface LegendItem {
  key: string;
  name: string;
  color: string;
  dashed: boolean;
  hidden: boolean;
  /** How the series is drawn, for its swatch: a block for bars and areas, a dot for dots, else a line. */
  style: Pick<SeriesStyle, 'kind' | 'area'>;
}

/** Props of {@link ChartLegend}. */
export interface ChartLegendProps {
  items: readonly LegendItem[];
  box: Box;
  orientation: LegendOrientation;
  theme: ChartTheme;
  onToggle: (key: string) => void;
}

function Swatch({ item, theme }: { item: LegendItem; theme: ChartTheme }) {
  const color = item.hidden ? theme.axis : item.color;
  const common: CSSProperties = { flex: 'none', display: 'inline-block', width: LEGEND.swatch };
  const { kind, area } = item.style;
  if (kind === 'bar' || (kind === 'line' && area)) return <span aria-hidden style={{ ...common, height: 10, borderRadius: 2, background: color }} />;
  if (kind === 'scatter') return <span aria-hidden style={{ ...common, width: 10, height: 10, margin: '0 2px', borderRadius: '50%', background: color }} />;
  return <span aria-hidden style={{ ...common, height: 0, borderTop: `3px ${item.dashed ? 'dashed' : 'solid'} ${color}` }} />;
}

/**
 * The series legend: one button per series that hides or shows it. On top or bottom the items
 * wrap into rows, on a side they stack; the box scrolls when they do not fit.
 */
export const ChartLegend = memo(function ChartLegend({ items, box, orientation, theme, onToggle }: ChartLegendProps) {
  const side = orientation === 'left' || orientation === 'right';
  return (
    <div
      role="group"
      aria-label="Legend"
      style={{
        position: 'absolute',
        left: box.left,
        top: box.top,
        width: box.width,
        height: box.height,
        boxSizing: 'border-box',
        padding: LEGEND.padding / 2,
        overflowX: 'hidden',
        overflowY: 'auto',
        display: 'flex',
        flexDirection: side ? 'column' : 'row',
        flexWrap: side ? 'nowrap' : 'wrap',
        justifyContent: side ? 'flex-start' : 'center',
        alignContent: 'flex-start',
      }}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          aria-pressed={!item.hidden}
          title={item.hidden ? `Show ${item.name}` : `Hide ${item.name}`}
          onClick={() => onToggle(item.key)}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: LEGEND.gap,
            height: LEGEND.rowHeight,
            padding: `0 ${LEGEND.itemPadding / 2}px`,
            border: 'none',
            background: 'transparent',
            cursor: 'pointer',
            color: item.hidden ? theme.mutedText : theme.text,
            opacity: item.hidden ? 0.6 : 1,
            font: `${FONT.legend}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
            textDecoration: item.hidden ? 'line-through' : 'none',
            maxWidth: '100%',
            flex: 'none',
          }}
        >
          <Swatch item={item} theme={theme} />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: LEGEND.maxLabel }}>{item.name}</span>
        </button>
      ))}
    </div>
  );
});
