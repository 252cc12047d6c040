/** Who triggered a pipeline, as hooks see it. Absent for system work (cache warm-up, reports). */
export interface HookUser {
  username: string;
  roles: readonly string[];
  /** True for an embedded-dashboard guest (guest token) rather than a logged-in user. */
  isGuest?: boolean;
}
