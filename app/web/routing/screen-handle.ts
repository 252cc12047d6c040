/** What a route tells the app frame about its screen (react-router's `handle`). */
export interface ScreenHandle {
  /** The screen fills the window below the navigation and scrolls inside its own panes. */
  fullHeight?: boolean;
}

/** `standalone` URL values that hide the navigation (`1`, `true`, and the dashboard modes 2 and 3). */
export function isStandalone(value: string | null): boolean {
  return value !== null && value !== '' && value !== '0' && value !== 'false';
}
