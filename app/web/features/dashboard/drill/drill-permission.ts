import type { VizBehavior } from '@core/plugin-api/index.js';
import type { UserRoles } from '../../../bootstrap/bootstrap-data';
import { findPermission } from '../../../permissions/find-permission';

/**
 * Whether "Drill to detail" is offered on a chart: its viz type declares the `drill-to-detail`
 * behaviour, and the user holds can_drill on Dashboard or can_samples on Datasource (as
 * Superset's dashboard decides).
 */
export function canDrillToDetail(viz: { behaviors: readonly VizBehavior[] } | undefined, roles: UserRoles | null | undefined): boolean {
  if (!viz?.behaviors.includes('drill-to-detail')) return false;
  return findPermission('can_drill', 'Dashboard', roles) || findPermission('can_samples', 'Datasource', roles);
}
