// @vitest-environment happy-dom
import { act, useRef, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSeenOnce } from './use-in-view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An observer that never reports: the probe is never scrolled into view. */
class NeverInView {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** A box that says whether it counts as seen; `hidden` lays it out nowhere, as on a hidden tab. */
function Probe({ everyShown, hidden = false }: { everyShown: boolean; hidden?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(ref, { everyShown });
  return <div ref={ref} className={hidden ? 'hidden-tab' : undefined} data-seen={seen} />;
}

let root: Root | undefined;
let container: HTMLDivElement;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NeverInView);
  // No layout here: a box is laid out unless it stands for one on a hidden tab.
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const rects = this.classList.contains('hidden-tab') ? [] : [new DOMRect(0, 2000, 100, 100)];
    return Object.assign(rects, { item: (index: number) => rects[index] ?? null }) as unknown as DOMRectList;
  });
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function show(element: ReactElement) {
  root ??= createRoot(container);
  await act(async () => root!.render(element));
}

const seen = () => container.querySelector('[data-seen]')!.getAttribute('data-seen');

describe('useSeenOnce with everyShown', () => {
  it('counts a laid-out box never scrolled to as seen while every shown chart is asked for, and keeps it seen', async () => {
    await show(<Probe everyShown={false} />);
    expect(seen()).toBe('false');
    await show(<Probe everyShown />);
    expect(seen()).toBe('true');
    await show(<Probe everyShown={false} />);
    expect(seen()).toBe('true');
  });

  it('leaves a box on a hidden tab unseen', async () => {
    await show(<Probe everyShown hidden />);
    expect(seen()).toBe('false');
  });
});
