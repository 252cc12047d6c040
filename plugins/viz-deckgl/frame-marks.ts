/**
 * Performance marks a map leaves in the page's timeline (`performance.getEntriesByName`), each at
 * the start of the frame that shows it: `raster`, the CPU picture of a large scatter plot; `data`,
 * deck.gl's first frame of the data layers; `complete`, deck.gl's frame of the data over the base
 * map. Benches and traces read them; nothing in the app depends on them.
 */
export const DECK_FRAME_MARKS = Object.freeze({ raster: 'tessera:deck-raster-frame', data: 'tessera:deck-data-frame', complete: 'tessera:deck-complete-frame' });

/** Leaves a mark at the start of the next frame, the one that shows what was just drawn. */
export function markNextFrame(name: string): number {
  return requestAnimationFrame(() => {
    if (typeof performance.mark === 'function') performance.mark(name);
  });
}

/**
 * Calls `callback` once `frames` animation frames have begun, or after `stallMs` if the browser
 * holds its frames back (a hidden page, a busy renderer): what waits for a frame still comes.
 * Answers a function that cancels it.
 */
export function afterFrames(frames: number, callback: () => void, stallMs: number): () => void {
  let done = false;
  let frame = 0;
  const finish = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    callback();
  };
  const next = (left: number) => {
    frame = requestAnimationFrame(() => (left <= 1 ? finish() : next(left - 1)));
  };
  const timer = setTimeout(finish, stallMs);
  next(frames);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
