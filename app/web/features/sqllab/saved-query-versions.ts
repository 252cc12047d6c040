/**
 * The version (`changed_on`) of each saved query as this page loaded or last saved it. Updating a
 * saved query names it, so an update based on an older copy is refused (409) instead of
 * overwriting someone else's changes. A tab linked to a saved query the page never loaded (a
 * restored tab) updates without one: last write wins, as before.
 */
const versions = new Map<number, string>();

/** Notes the version a read or a save of a saved query answered. */
export function noteSavedQueryVersion(id: number, changedOn: unknown): void {
  if (typeof changedOn === 'string' && changedOn !== '') versions.set(id, changedOn);
}

/** The version of a saved query the page last loaded or saved; undefined when none. */
export function savedQueryVersion(id: number): string | undefined {
  return versions.get(id);
}

/** Forgets every noted version (tests). */
export function forgetSavedQueryVersions(): void {
  versions.clear();
}
