import { clientErrorOf } from './api-call-error';

/**
 * Whether a failed save was refused because the object changed since the page read it (409:
 * the save named an older version). Such a save offers the overwrite-confirmed path. Reads the
 * status of any of the app's call errors (an `ApiCallError`, a lane's error with its `status`, a
 * raw RTK Query error).
 */
export async function isEditConflict(error: unknown): Promise<boolean> {
  if (typeof error === 'object' && error !== null && 'status' in error && error.status === 409) return true;
  return (await clientErrorOf(error)).status === 409;
}
