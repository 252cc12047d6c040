import { easeCubicOut } from 'd3';
import { useEffect, useRef, useState } from 'react';

/** How long the needles take to reach their values. */
export const SWEEP_MS = 600;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The positions to draw while the dial animates: from where the needles were (the start of the
 * dial at first) to `targets` (fractions of the dial), eased over {@link SWEEP_MS}. Without
 * `animate`, or when the user prefers reduced motion, the targets themselves.
 */
export function useSweep(targets: readonly number[], animate: boolean): readonly number[] {
  const key = targets.join(',');
  const shown = useRef<readonly number[]>([]);
  const [frame, setFrame] = useState<readonly number[] | null>(null);
  const still = !animate || prefersReducedMotion() || typeof requestAnimationFrame !== 'function';

  useEffect(() => {
    if (still) {
      shown.current = targets;
      setFrame(null);
      return undefined;
    }
    const from = targets.map((_, i) => shown.current[i] ?? 0);
    const began = performance.now();
    let handle = 0;
    const step = (now: number) => {
      const t = easeCubicOut(Math.min(1, (now - began) / SWEEP_MS));
      const next = targets.map((target, i) => from[i]! + (target - from[i]!) * t);
      shown.current = next;
      setFrame(next);
      if (t < 1) handle = requestAnimationFrame(step);
    };
    handle = requestAnimationFrame(step);
    return () => cancelAnimationFrame(handle);
    // `key` stands for the targets' values.
  }, [key, still]);

  if (still) return targets;
  if (frame && frame.length === targets.length) return frame;
  return targets.map((_, i) => shown.current[i] ?? 0);
}
