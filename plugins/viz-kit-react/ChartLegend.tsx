import { CHART_FONT_FAMILY, LEGEND_FONT_SIZE, LEGEND_ROW_HEIGHT, LEGEND_SWATCH, type ChartBox, type LegendOrientation } from '@core/plugin-api/index.js';

/** One legend entry. */
export interface ChartLegendItem {
  key: string;
  /** The text shown; the key when absent. */
  label?: string;
  color: string;
  hidden: boolean;
}

/** Props of {@link ChartLegend}. */
export interface ChartLegendProps {
  /** Where the legend goes: `legendLayout(…).legend`. */
  box: ChartBox;
  orientation: LegendOrientation;
  items: readonly ChartLegendItem[];
  /** Text colour, the colour of a hidden entry, and of its swatch (`disabled`). */
  palette: { text: string; disabled: string; disabledSwatch?: string };
  /** The swatch's shape: a square (a series, a slice) or a dot (a node's category). */
  swatch?: 'square' | 'dot';
  /** Hides or shows a category. */
  onToggle: (key: string) => void;
  /** Highlights a category while its entry is hovered; null when the pointer leaves. */
  onHover?: (key: string | null) => void;
}

/**
 * The legend of a chart: one entry per category (swatch and name), wrapping in rows above or below
 * the plot, a column beside it, scrolling when there are more than fit. Clicking an entry hides
 * its marks, clicking again shows them.
 */
export function ChartLegend({ box, orientation, items, palette, swatch = 'square', onToggle, onHover }: ChartLegendProps) {
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
        <div role="listitem" key={item.key} style={{ display: 'flex', minWidth: 0, maxWidth: '100%' }}>
          <button
            type="button"
            data-part="legend-item"
            data-key={item.key}
            aria-pressed={!item.hidden}
            title={item.hidden ? `Show ${item.label ?? item.key}` : `Hide ${item.label ?? item.key}`}
            onClick={() => onToggle(item.key)}
            onMouseEnter={() => onHover?.(item.hidden ? null : item.key)}
            onMouseLeave={() => onHover?.(null)}
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
              color: item.hidden ? palette.disabled : palette.text,
            }}
          >
            <span
              aria-hidden="true"
              style={{
                flex: 'none',
                width: LEGEND_SWATCH,
                height: LEGEND_SWATCH,
                borderRadius: swatch === 'dot' ? '50%' : 2,
                background: item.hidden ? (palette.disabledSwatch ?? palette.disabled) : item.color,
              }}
            />
            <span
              style={{
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                textDecoration: item.hidden ? 'line-through' : 'none',
              }}
            >
              {item.label ?? item.key}
            </span>
          </button>
        </div>
      ))}
    </div>
  );
}
