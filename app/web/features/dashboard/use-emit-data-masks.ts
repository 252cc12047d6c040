import { useEffect } from 'react';
import type { DataMaskState } from '@core/dashboard/index.js';

/** The message posted to an embedding page when the dashboard's data masks change. */
export interface DataMaskMessage {
  type: 'tessera:dataMask';
  dashboardId: number;
  /** Every applied data mask: native filters by filter id, charts' cross-filters by chart id. */
  dataMask: Readonly<DataMaskState>;
}

/** The embedding page's origin, when the referrer names one; the messages go only there. */
function parentOrigin(): string | null {
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * With the `uiConfig` bit 16, posts the dashboard's applied data masks (native filters and
 * cross-filters) to the page that embeds the dashboard each time they change.
 */
export function useEmitDataMasks(enabled: boolean, dashboardId: number, dataMasks: Readonly<DataMaskState>): void {
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    const origin = parentOrigin();
    if (!origin) return;
    const message: DataMaskMessage = { type: 'tessera:dataMask', dashboardId, dataMask: dataMasks };
    window.parent.postMessage(message, origin);
  }, [enabled, dashboardId, dataMasks]);
}
