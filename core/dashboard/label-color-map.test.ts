import { describe, expect, it } from 'vitest';
import { getColorScheme } from '../plugin-api/viz-kit/color-schemes.js';
import { labelColor, labelColorConfigOf, openLabelColorMap, type LabelColorMap } from './label-color-map.js';

const scheme = getColorScheme('supersetColors').colors;

/** Colours the labels in order in one chart; answers the colours and the map after. */
function colorAll(map: LabelColorMap, labels: string[], chartId = 1, own?: Record<string, string>) {
  const colors: string[] = [];
  let current = map;
  for (const label of labels) {
    const next = labelColor(current, label, chartId, own);
    colors.push(next.color);
    current = next.map;
  }
  return { colors, map: current };
}

describe('labelColor', () => {
  it('keeps a label’s colour when a filter leaves other labels out', () => {
    const before = colorAll(openLabelColorMap({}), ['boy', 'girl']);
    expect(before.colors).toEqual([scheme[0], scheme[1]]);
    // After a filter only "girl" is left, and the chart meets it first.
    const after = colorAll(before.map, ['girl']);
    expect(after.colors).toEqual([scheme[1]]);
  });

  it('gives a label the same colour in every chart and records it as shared', () => {
    const first = colorAll(openLabelColorMap({}), ['CA', 'TX'], 1);
    const second = colorAll(first.map, ['TX', 'NY'], 2);
    expect(second.colors).toEqual([scheme[1], scheme[2]]);
    expect(second.map.sharedLabels).toEqual(['TX']);
  });

  it('lets the chart’s own label colours win over the dashboard’s and the assigned ones', () => {
    const map = openLabelColorMap({ label_colors: { boy: '#111111', girl: '#222222' }, map_label_colors: { other: '#333333' } });
    expect(colorAll(map, ['boy', 'girl', 'other'], 1, { boy: '#999999' }).colors).toEqual(['#999999', '#222222', '#333333']);
  });

  it('assigns new labels a colour no label holds yet', () => {
    const map = openLabelColorMap({ map_label_colors: { boy: scheme[0] as string } });
    expect(colorAll(map, ['girl']).colors).toEqual([scheme[1]]);
  });

  it('once the scheme is used up, gives a new label a colour no other label of its chart shows', () => {
    // Every colour is held by labels of chart 1; the round would start again at the first colour.
    const full = colorAll(openLabelColorMap({}), scheme.map((_, i) => `label ${i}`), 1);
    // Chart 2 draws the labels holding the first two colours, then a new label: it takes the third.
    expect(colorAll(full.map, ['label 0', 'label 1', 'new'], 2).colors).toEqual([scheme[0], scheme[1], scheme[2]]);
    // A chart that draws nothing else takes the colour the round comes to.
    expect(colorAll(full.map, ['alone'], 3).colors).toEqual([scheme[0]]);
  });

  it('does not change the map it was given', () => {
    const map = openLabelColorMap({});
    labelColor(map, 'boy', 1);
    expect(map.mapLabelColors).toEqual({});
  });
});

describe('openLabelColorMap', () => {
  it('resets a vanished scheme to the default', () => {
    expect(openLabelColorMap({ color_scheme: 'gone' }).colorScheme).toBe('supersetColors');
  });

  it('drops colours assigned from another scheme', () => {
    const map = openLabelColorMap({ color_scheme: 'bnbColors', color_scheme_domain: [...scheme], map_label_colors: { boy: '#2F6FDE' } });
    expect(map.mapLabelColors).toEqual({});
    expect(labelColor(map, 'boy', 1).color).toBe(getColorScheme('bnbColors').colors[0]);
  });

  it('reads shared labels from the list or the older object form', () => {
    expect(openLabelColorMap({ shared_label_colors: ['a'] }).sharedLabels).toEqual(['a']);
    expect(openLabelColorMap({ shared_label_colors: { b: '#000' } }).sharedLabels).toEqual(['b']);
  });
});

describe('labelColorConfigOf', () => {
  it('answers the /colors body with the scheme’s domain', () => {
    const { map } = colorAll(openLabelColorMap({ color_scheme: 'tableau10', color_namespace: 'ns' }), ['a']);
    expect(labelColorConfigOf(map)).toEqual({
      color_scheme: 'tableau10',
      color_namespace: 'ns',
      color_scheme_domain: [...getColorScheme('tableau10').colors],
      label_colors: {},
      shared_label_colors: [],
      map_label_colors: { a: getColorScheme('tableau10').colors[0] },
    });
  });
});
