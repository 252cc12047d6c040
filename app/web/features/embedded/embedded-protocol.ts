import type { Switchboard } from '@superset-ui/switchboard';
import type { DataMaskState } from '@core/dashboard/index.js';
import { type EmbeddedThemeMode, themeConfigMode, themeModeOf } from './embedded-theme';

/** The content's full size, so the host can fit the iframe to it (`getScrollSize`). */
export interface ScrollSize {
  width: number;
  height: number;
}

/** A permalink of the dashboard as shown: its key and the URL the server gives. */
export interface EmbeddedPermalink {
  key: string;
  url: string;
}

/** What the shown dashboard tells the host: its state, read when the host asks. */
export interface EmbeddedDashboardState {
  /** The applied data masks: native filters by filter id, cross-filters by chart id. */
  dataMask: Readonly<DataMaskState>;
  /** The ids of the tabs shown now. */
  activeTabs: readonly string[];
  /** Stores a permalink of the dashboard as shown, scrolled to `anchor` when given. */
  createPermalink: (anchor: string | null) => Promise<EmbeddedPermalink>;
}

/** The page's side of the SDK's methods. */
export interface EmbeddedProtocolHandlers {
  /** A guest token from the host: the first, or a refreshed one. */
  onGuestToken: (token: string) => void;
  scrollSize: () => ScrollSize;
  /** The dashboard's state; null until the dashboard has loaded. */
  state: () => EmbeddedDashboardState | null;
  /** Switches the app's colour mode. */
  setThemeMode: (mode: EmbeddedThemeMode) => void;
}

/** How long the host may take to resolve a permalink's URL before ours is used. */
export const RESOLVE_PERMALINK_TIMEOUT_MS = 10_000;

const field = (args: unknown, name: string): unknown =>
  typeof args === 'object' && args !== null ? (args as Record<string, unknown>)[name] : undefined;

/** The host's URL for a permalink (the SDK's `resolvePermalinkUrl` option), or null: ours then. */
async function resolvedPermalinkUrl(board: Switchboard, key: string): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RESOLVE_PERMALINK_TIMEOUT_MS);
  });
  try {
    // An SDK without the method answers an error: ours is used then too.
    const answer = await Promise.race([board.get<unknown>('resolvePermalinkUrl', { key }).catch(() => null), timeout]);
    return typeof answer === 'string' && answer ? answer : null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Defines the methods the SDK calls on the embedded page: `guestToken` (the host's first token
 * and each refresh), `getScrollSize`, `getDashboardPermalink({anchor})`, `getActiveTabs`,
 * `getDataMask`, `setThemeConfig({themeConfig})` and `setThemeMode({mode})`. Methods the page
 * cannot answer (`getChartStates`, `getChartDataPayloads`) stay undefined: the host's call fails.
 */
export function serveEmbeddedProtocol(board: Switchboard, handlers: EmbeddedProtocolHandlers): void {
  board.defineMethod('guestToken', (args: object) => {
    const token = field(args, 'guestToken');
    if (typeof token === 'string' && token) handlers.onGuestToken(token);
  });
  board.defineMethod('getScrollSize', () => handlers.scrollSize());
  board.defineMethod('getActiveTabs', () => [...(handlers.state()?.activeTabs ?? [])]);
  board.defineMethod('getDataMask', () => handlers.state()?.dataMask ?? {});
  board.defineMethod('getDashboardPermalink', async (args: object) => {
    const state = handlers.state();
    if (!state) throw new Error('The dashboard has not loaded yet');
    const anchor = field(args, 'anchor');
    const { key, url } = await state.createPermalink(typeof anchor === 'string' && anchor ? anchor : null);
    return (await resolvedPermalinkUrl(board, key)) ?? url;
  });
  board.defineMethod('setThemeMode', (args: object) => {
    const mode = themeModeOf(field(args, 'mode'));
    if (mode) handlers.setThemeMode(mode);
  });
  board.defineMethod('setThemeConfig', (args: object) => {
    const mode = themeConfigMode(field(args, 'themeConfig'));
    if (mode) handlers.setThemeMode(mode);
  });
}

/**
 * Tells the host the dashboard's data masks changed (the `uiConfig` bit 16): the SDK's
 * `observeDataMask(callback)` defines the method on the host's side, and the page emits to it
 * (no answer is awaited, so a host that never observes loses nothing).
 */
export function emitDataMask(board: Switchboard, dataMask: Readonly<DataMaskState>, activeTabs: readonly string[]): void {
  board.emit('observeDataMask', { ...dataMask, activeTabs: [...activeTabs] });
}
