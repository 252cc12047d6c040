/** tapable hook owners and the way hook contributions are applied to them. */
export { applyHookContributions } from './apply-hook-contributions.js';
export { createBrowserHooks, type BrowserHooks } from './create-browser-hooks.js';
export { createChartDataHooks } from './create-chart-data-hooks.js';
export { createDashboardHooks } from './create-dashboard-hooks.js';
export { createExploreHooks } from './create-explore-hooks.js';
export { createSqlLabHooks } from './create-sqllab-hooks.js';
export { walkAsyncSeries, walkWaterfall } from './walk-taps.js';
export { withTapDefaults } from './with-tap-defaults.js';
export type { TapDefaults } from './with-tap-defaults.js';
