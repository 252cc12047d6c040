import type { CSSProperties } from 'react';
import { chartSurfaceColors } from '@core/plugin-api/index.js';
import type { LegendItem } from './chart-props.js';

/** A corner of the map: top or bottom, left or right. */
export type Corner = 'tl' | 'tr' | 'bl' | 'br';

/** The legends of one corner, stacked (deck_multi may have one per layer). */
export function MapLegends({ legends, position, colorMode }: { legends: Array<{ title: string; items: LegendItem[] }>; position: Corner; colorMode: 'light' | 'dark' }) {
  const surface = chartSurfaceColors(colorMode);
  const style: CSSProperties = {
    position: 'absolute',
    [position[0] === 't' ? 'top' : 'bottom']: 10,
    [position[1] === 'l' ? 'left' : 'right']: 10,
    maxHeight: 'calc(100% - 20px)',
    maxWidth: '40%',
    overflowY: 'auto',
    padding: '6px 10px',
    borderRadius: 4,
    background: surface.tooltipBackground,
    border: `1px solid ${surface.tooltipBorder}`,
    color: surface.text,
    fontSize: 12,
    lineHeight: '18px',
    opacity: 0.94,
  };
  return (
    <div className="deck-legend" style={style} data-testid="deck-legend">
      {legends.map((legend, index) => (
        <div key={`${legend.title}-${index}`} style={{ marginTop: index > 0 ? 8 : 0 }}>
          {legend.title ? <div style={{ fontWeight: 600, marginBottom: 2 }}>{legend.title}</div> : null}
          {legend.items.map((item) => (
            <div key={item.label} style={{ display: 'flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
              <span style={{ width: 10, height: 10, borderRadius: 2, background: item.color, flex: 'none' }} />
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{item.label}</span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
