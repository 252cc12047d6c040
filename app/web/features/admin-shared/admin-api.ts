import { api } from '../../api/api';

/**
 * The app's API with the cache tags of the Settings pages (users, roles, row level security, the
 * action log); their endpoints are injected into it by each page's `*-api.ts`.
 */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['User', 'Role', 'RowLevelSecurity', 'Log'] });
