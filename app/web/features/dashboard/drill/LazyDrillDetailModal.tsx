import { Suspense, lazy } from 'react';
import type { DrillDetailModalProps } from './DrillDetailModal';

// The modal (and its grid) loads when first opened.
const DrillDetailModal = lazy(() => import('./DrillDetailModal').then((module) => ({ default: module.DrillDetailModal })));

/** {@link DrillDetailModalProps | The drill-to-detail modal}, loaded on first use. */
export function LazyDrillDetailModal(props: DrillDetailModalProps) {
  return (
    <Suspense fallback={null}>
      <DrillDetailModal {...props} />
    </Suspense>
  );
}
