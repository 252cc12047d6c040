import type { TesseraPlugin } from '@core/plugin-api/index.js';

/**
 * Every plugin the server knows. Configuration (`PLUGINS_ENABLED`, `PLUGINS_DISABLED`) decides
 * which of them load; database engines (`plugins/db-*`) and server-side hooks are added here.
 */
export const SERVER_PLUGINS: readonly TesseraPlugin[] = [];
