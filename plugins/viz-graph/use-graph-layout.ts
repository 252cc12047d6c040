import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createCircularLayout, createForceLayout, stepLayout, type GraphLayoutModel } from './graph-layout.js';
import type { GraphChartProps } from './transform-props.js';

/** Time the first frame may spend settling before anything is drawn. */
const FIRST_FRAME_BUDGET_MS = 12;
/** Time each later animation frame spends on the layout, leaving the rest for drawing and input. */
const FRAME_BUDGET_MS = 8;

/** What the component draws from: the layout, a frame counter that ticks as nodes move, and a way to wake it. */
export interface GraphLayoutState {
  model: GraphLayoutModel;
  /** Changes whenever the nodes moved (a new frame to draw). */
  frame: number;
  /** Restarts the animation after the simulation was reheated (a drag). */
  wake: () => void;
  /** Draws a new frame now, after the nodes were moved by hand. */
  nudge: () => void;
}

function structureKey(props: GraphChartProps): string {
  const { edgeLength, gravity, repulsion, friction } = props.force;
  return JSON.stringify([
    props.layout,
    props.layout === 'force' ? [edgeLength, gravity, repulsion, friction] : props.categories.map((category) => category.name),
    props.nodes.map((node) => [node.name, Math.round(node.radius * 10)]),
    props.edges.map((edge) => [edge.source, edge.target]),
  ]);
}

/**
 * Runs a graph's layout off the render loop: a new structure (nodes, edges, layout, forces) gets a
 * new layout, seeded with the positions its nodes had; the force simulation settles for a few
 * milliseconds as the layout is made (before its first frame), then advances a slice per
 * animation frame until it rests, so a thousand-node graph stays responsive while it moves.
 * Colour and label changes keep the layout as it is.
 */
export function useGraphLayout(props: GraphChartProps): GraphLayoutState {
  const key = useMemo(() => structureKey(props), [props]);
  const previous = useRef<{ names: string[]; model: GraphLayoutModel } | null>(null);
  // The first settling happens here, on the new layout alone, so the first frame is drawn once
  // from settled positions (rather than drawn, stepped and drawn again before it is painted).
  const { model, settledAtFirst } = useMemo(() => {
    const last = previous.current;
    const memory = last ? new Map(last.names.map((name, i) => [name, { x: last.model.nodes[i]!.x ?? 0, y: last.model.nodes[i]!.y ?? 0 }])) : undefined;
    const created = props.layout === 'circular' ? createCircularLayout(props) : createForceLayout(props, memory);
    return { model: created, settledAtFirst: stepLayout(created, FIRST_FRAME_BUDGET_MS) };
    // The structure key stands for everything the layout reads.
  }, [key]);
  const [frame, setFrame] = useState(0);
  const request = useRef<number | null>(null);

  const loop = useCallback(() => {
    request.current = null;
    const settled = stepLayout(model, FRAME_BUDGET_MS);
    setFrame((count) => count + 1);
    if (!settled && typeof requestAnimationFrame === 'function') request.current = requestAnimationFrame(loop);
  }, [model]);

  const wake = useCallback(() => {
    if (request.current === null && typeof requestAnimationFrame === 'function') request.current = requestAnimationFrame(loop);
  }, [loop]);

  useLayoutEffect(() => {
    previous.current = { names: props.nodes.map((node) => node.name), model };
    if (!settledAtFirst) wake();
    return () => {
      if (request.current !== null && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(request.current);
      request.current = null;
      model.simulation?.stop();
    };
    // Only a new layout restarts the animation; props of the same structure keep it going.
  }, [model]);

  const nudge = useCallback(() => setFrame((count) => count + 1), []);

  return { model, frame, wake, nudge };
}
