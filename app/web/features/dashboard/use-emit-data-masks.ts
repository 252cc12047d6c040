import { useEffect } from 'react';
import type { DataMask } from '@core/plugin-api/index.js';

/** The message posted to an embedding page when the dashboard's data masks change. */
export interface DataMaskMessage {
  type: 'tessera:dataMask';
  dashboardId: number;
  dataMask: Readonly<Record<string, DataMask>>;
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
 * With the `uiConfig` bit 16, posts the charts' data masks (cross-filter state) to the page that
 * embeds the dashboard each time they change.
 */
export function useEmitDataMasks(enabled: boolean, dashboardId: number, dataMasks: Readonly<Record<string, DataMask>>): void {
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    const origin = parentOrigin();
    if (!origin) return;
    const message: DataMaskMessage = { type: 'tessera:dataMask', dashboardId, dataMask: dataMasks };
    window.parent.postMessage(message, origin);
  }, [enabled, dashboardId, dataMasks]);
}
