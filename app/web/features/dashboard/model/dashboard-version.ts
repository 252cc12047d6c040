/**
 * The version of each dashboard this page last read or saved, as Superset's `last_modified_time`
 * (whole seconds): read from the detail's `changed_on`, then from every save's answer (layout,
 * properties, native filters). A layout save names it in its metadata, so a save based on an
 * older copy is refused (409) instead of overwriting someone else's changes.
 */
const versions = new Map<number, number>();

/** `last_modified_time` of a `changed_on` stamp; undefined when it is not a time. */
export function secondsOfChangedOn(changedOn: unknown): number | undefined {
  if (typeof changedOn !== 'string' || changedOn === '') return undefined;
  const iso = changedOn.includes('T') ? changedOn : changedOn.replace(' ', 'T');
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** Notes the version a read or a save answered for a dashboard. */
export function noteDashboardVersion(id: number, lastModifiedTime: unknown): void {
  if (typeof lastModifiedTime === 'number' && Number.isFinite(lastModifiedTime)) versions.set(id, lastModifiedTime);
}

/** The version of a dashboard the page last read or saved; undefined before any. */
export function dashboardVersion(id: number): number | undefined {
  return versions.get(id);
}

/** Forgets every noted version (tests). */
export function forgetDashboardVersions(): void {
  versions.clear();
}
