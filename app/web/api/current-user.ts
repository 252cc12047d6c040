import type { BootstrapUser } from '../bootstrap/bootstrap-data';

/** `GET /api/v1/me/`: the signed-in user, in the bootstrap's shape. */
export type CurrentUser = Omit<BootstrapUser, 'roles' | 'permissions'> &
  Partial<Pick<BootstrapUser, 'roles' | 'permissions'>>;
