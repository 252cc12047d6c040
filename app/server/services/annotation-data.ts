import type { Kysely } from 'kysely';
import type { AnnotationLayer } from '@core/plugin-api/index.js';
import type { Database } from '../store/database.js';
import { annotationTimeMs } from './annotation-datetime.js';

/** The columns of a native layer's records, in Superset's order. */
export const NATIVE_ANNOTATION_COLUMNS = ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'] as const;

/** One annotation as chart data carries it: instants as epoch milliseconds. */
export interface NativeAnnotationRecord {
  start_dttm: number | null;
  end_dttm: number | null;
  short_descr: string | null;
  long_descr: string | null;
  json_metadata: string | null;
}

/** `annotation_data[layer name]` of a native layer (Superset's `{columns, records}`). */
export interface NativeAnnotationResult {
  columns: string[];
  records: NativeAnnotationRecord[];
}

/** A query's time range as the compiler resolved it: naive UTC ISO instants, null for unbounded. */
export interface AnnotationTimeRange {
  since: string | null;
  until: string | null;
}

/** The layer id a native layer names (`value`: a number, or digits as text), or null. */
function layerIdOf(layer: AnnotationLayer): number | null {
  const id = typeof layer.value === 'number' ? layer.value : /^\d+$/.test(String(layer.value).trim()) ? Number(layer.value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * `annotation_data` of a query: for each NATIVE layer of its `annotation_layers` (events and
 * intervals kept in `/api/v1/annotation_layer/`), keyed by the name the chart gives the layer,
 * the layer's annotations that overlap the query's time range `[since, until)`, oldest first.
 * A layer that no longer exists gets no entry. Callers pass only readers allowed to read
 * annotations; others get `{}`.
 *
 * @example
 * ```ts
 * await nativeAnnotationData(db, [{ name: 'Releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3, show: true }], { since: '2024-01-01T00:00:00', until: null });
 * // { Releases: { columns: ['start_dttm', …], records: [{ start_dttm: 1704499200000, end_dttm: 1704499200000, short_descr: 'v2', … }] } }
 * ```
 */
export async function nativeAnnotationData(
  db: Kysely<Database>,
  layers: readonly AnnotationLayer[] | undefined,
  range: AnnotationTimeRange,
): Promise<Record<string, NativeAnnotationResult>> {
  const native = (layers ?? [])
    .filter((layer) => layer && layer.sourceType === 'NATIVE' && layer.annotationType !== 'FORMULA' && typeof layer.name === 'string')
    .map((layer) => ({ name: layer.name, id: layerIdOf(layer) }))
    .filter((layer): layer is { name: string; id: number } => layer.id !== null);
  if (native.length === 0) return {};
  const ids = [...new Set(native.map((layer) => layer.id))];
  const existing = new Set((await db.selectFrom('annotation_layer').select('id').where('id', 'in', ids).execute()).map((row) => row.id));
  let rows = db
    .selectFrom('annotation')
    .select(['layer_id', 'start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'])
    .where('layer_id', 'in', ids);
  // Stored times are naive UTC ISO like the resolved range, so text order is time order.
  const { since, until } = range;
  if (until) rows = rows.where('start_dttm', '<', until);
  if (since) rows = rows.where((eb) => eb(eb.fn.coalesce('end_dttm', 'start_dttm'), '>=', since));
  const annotations = await rows.orderBy('start_dttm').orderBy('id').execute();
  const data: Record<string, NativeAnnotationResult> = {};
  for (const layer of native) {
    if (!existing.has(layer.id)) continue;
    data[layer.name] = {
      columns: [...NATIVE_ANNOTATION_COLUMNS],
      records: annotations
        .filter((annotation) => annotation.layer_id === layer.id)
        .map((annotation) => ({
          start_dttm: annotationTimeMs(annotation.start_dttm),
          end_dttm: annotationTimeMs(annotation.end_dttm),
          short_descr: annotation.short_descr,
          long_descr: annotation.long_descr,
          json_metadata: annotation.json_metadata,
        })),
    };
  }
  return data;
}
