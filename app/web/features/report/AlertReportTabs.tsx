import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../routing/route-paths';
import type { AlertReportKind } from './alert-report-types';

/** The "Alerts" and "Reports" tabs over the list, each its own URL as in Superset. */
export function AlertReportTabs({ kind, onChange }: { kind: AlertReportKind; onChange: () => void }) {
  return (
    <Tabs value={kind} onChange={onChange} aria-label="Alerts and reports" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="Alert" label="Alerts" component={Link} to={ROUTE_PATHS.alertList} />
      <Tab value="Report" label="Reports" component={Link} to={ROUTE_PATHS.reportList} />
    </Tabs>
  );
}
