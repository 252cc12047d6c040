import { useEffect, useState } from 'react';
import type { ApiFetch } from '../report-kit/index.js';
import { dashboardTabsOf, type DashboardTabChoice } from '../report-kit/index.js';
import type { ReportSubject } from './report-subject.js';

/** What the form offers besides its own fields: the user's address and the dashboard's tabs. */
export interface FormSources {
  loading: boolean;
  userEmail: string | null;
  tabs: DashboardTabChoice[];
}

async function resultOf(apiFetch: ApiFetch, path: string): Promise<Record<string, unknown> | null> {
  try {
    const response = await apiFetch(path, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const result = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['result'] : null;
    return typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's email (`/api/v1/me/`: a new report's first recipient) and, for a dashboard,
 * its tabs from `position_json`; either missing leaves the form without it.
 */
export function useFormSources(apiFetch: ApiFetch, subject: ReportSubject): FormSources {
  const [sources, setSources] = useState<FormSources>({ loading: true, userEmail: null, tabs: [] });
  useEffect(() => {
    let cancelled = false;
    Promise.all([resultOf(apiFetch, '/api/v1/me/'), subject.kind === 'dashboard' ? resultOf(apiFetch, `/api/v1/dashboard/${subject.id}`) : Promise.resolve(null)]).then(([me, dashboard]) => {
      if (cancelled) return;
      const email = me?.['email'];
      setSources({ loading: false, userEmail: typeof email === 'string' && email ? email : null, tabs: dashboardTabsOf(dashboard?.['position_json']) });
    });
    return () => {
      cancelled = true;
    };
  }, [apiFetch, subject]);
  return sources;
}
