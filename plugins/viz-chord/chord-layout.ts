import { measureTextWidth, truncateText, type MeasureText } from '@core/plugin-api/index.js';
import { arc, chordDirected, descending, ribbonArrow, type Chord, type ChordGroup } from 'd3';
import type { ChordChartProps } from './transform-props.js';

/** Font size of the arc labels. */
export const LABEL_FONT_SIZE = 11;
const LABEL_GAP = 6;
const EDGE = 4;
/** Radius below which the ring gets no labels. */
const LABELLED_RADIUS = 40;

/** An arc of the ring, its path and its label. */
export interface PlacedGroup {
  index: number;
  name: string;
  color: string;
  path: string;
  startAngle: number;
  endAngle: number;
  /** The label, cut to the margin; null when it would touch a larger neighbour's or there is no room. */
  label: string | null;
}

/** A ribbon from one arc to another, as wide as what flows along it, its head at the target. */
export interface PlacedRibbon {
  key: string;
  source: number;
  target: number;
  /** What flows source → target, and back (drawn as its own ribbon). */
  sourceValue: number;
  targetValue: number;
  path: string;
  color: string;
}

/** The diagram placed around the centre of the box. */
export interface ChordLayout {
  cx: number;
  cy: number;
  outerRadius: number;
  innerRadius: number;
  groups: PlacedGroup[];
  ribbons: PlacedRibbon[];
}

/**
 * Places a chord diagram in a `width` × `height` box with d3's directed chord layout: each arc as
 * long as everything flowing out of and into it (so pure sources and pure targets both show), one
 * ribbon per direction, as wide as its flow, in its source's colour, with an arrowhead at its
 * target. The ring is as large as the box allows after a margin for labels (at most a third of the
 * radius). Labels run outwards from their arc's middle; going round by size, a label is dropped
 * when it would come closer than a line's height to one already placed.
 */
export function layoutChord(props: ChordChartProps, width: number, height: number, measure: MeasureText = measureTextWidth): ChordLayout {
  const cx = width / 2;
  const cy = height / 2;
  const half = Math.max(0, Math.min(width, height) / 2 - EDGE);
  const total = props.matrix.reduce((sum, row) => sum + row.reduce((s, v) => s + v, 0), 0);
  if (props.nodes.length === 0 || total <= 0 || half < 6) return { cx, cy, outerRadius: 0, innerRadius: 0, groups: [], ribbons: [] };

  const labelled = half >= LABELLED_RADIUS + 20;
  const widest = labelled ? Math.max(...props.nodes.map((node) => measure(node.name, LABEL_FONT_SIZE))) : 0;
  const margin = labelled ? Math.min(widest + LABEL_GAP + 4, half / 3) : 0;
  const outerRadius = half - margin;
  const innerRadius = outerRadius - Math.max(4, Math.min(16, outerRadius * 0.07));
  const padAngle = Math.min(0.04, (2 * Math.PI * 0.15) / props.nodes.length);
  const chords = chordDirected().padAngle(padAngle).sortSubgroups(descending)(props.matrix);

  const ringArc = arc<ChordGroup>().innerRadius(innerRadius).outerRadius(outerRadius);
  const ribbonPath = ribbonArrow<Chord, ChordGroup>()
    .radius(innerRadius - 1)
    .headRadius(Math.max(2, Math.min(10, innerRadius * 0.05)));
  const groups: PlacedGroup[] = chords.groups.map((group) => {
    const node = props.nodes[group.index]!;
    return { index: group.index, name: node.name, color: node.color, path: ringArc(group) ?? '', startAngle: group.startAngle, endAngle: group.endAngle, label: null };
  });

  if (labelled) {
    const minGap = (LABEL_FONT_SIZE + 2) / (outerRadius + LABEL_GAP);
    const placed: number[] = [];
    const bySize = [...groups].sort((a, b) => b.endAngle - b.startAngle - (a.endAngle - a.startAngle));
    for (const group of bySize) {
      const angle = (group.startAngle + group.endAngle) / 2;
      const apart = (other: number) => {
        const d = Math.abs(other - angle) % (2 * Math.PI);
        return Math.min(d, 2 * Math.PI - d) >= minGap;
      };
      if (!placed.every(apart)) continue;
      const text = truncateText(group.name, margin - LABEL_GAP - 2, LABEL_FONT_SIZE, { measure });
      if (text === '') continue;
      placed.push(angle);
      group.label = text;
    }
  }

  const ribbons: PlacedRibbon[] = chords.map((c) => ({
    key: `${c.source.index}-${c.target.index}`,
    source: c.source.index,
    target: c.target.index,
    sourceValue: props.matrix[c.source.index]![c.target.index]!,
    targetValue: props.matrix[c.target.index]![c.source.index]!,
    path: (ribbonPath(c) as unknown as string | null) ?? '',
    color: props.nodes[c.source.index]!.color,
  }));
  return { cx, cy, outerRadius, innerRadius, groups, ribbons };
}
