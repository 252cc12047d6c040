import type { BootstrapData, BootstrapUser, UserRoles } from '../bootstrap/bootstrap-data';
import { DEFAULT_BOOTSTRAP } from '../bootstrap/default-bootstrap';

/** A signed-in user for tests, holding exactly `roles`. */
export const testUser = (roles: UserRoles): BootstrapUser => ({
  userId: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isActive: true,
  isAnonymous: false,
  roles,
  permissions: {},
});

/** Bootstrap data for tests: `null` for a signed-out visitor. */
export const testBootstrap = (user: BootstrapUser | null): BootstrapData => ({
  user,
  common: { ...DEFAULT_BOOTSTRAP.common, version: '0.1.0-test' },
});
