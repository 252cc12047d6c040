import { remapMetadataChartIds } from '../dashboard-metadata.js';
import { BundleImportError } from './import-error.js';
import type { ImportContext } from './import-context.js';
import { jsonObject } from './import-json.js';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The layout with each chart component's `chartId` set to the chart here, found by its meta's `uuid`. */
export async function resolvePosition(
  ctx: ImportContext,
  path: string,
  position: Record<string, unknown>,
): Promise<{ position: Record<string, unknown>; chartIds: number[]; mapping: Map<number, number> }> {
  const out: Record<string, unknown> = {};
  const mapping = new Map<number, number>();
  const chartIds: number[] = [];
  for (const [key, component] of Object.entries(position)) {
    if (!isObject(component) || component['type'] !== 'CHART' || !isObject(component['meta'])) {
      out[key] = component;
      continue;
    }
    const meta = component['meta'];
    const uuid = typeof meta['uuid'] === 'string' ? meta['uuid'] : null;
    let id = uuid ? ctx.charts.get(uuid) : undefined;
    if (id === undefined && uuid) id = (await ctx.trx.selectFrom('slices').select('id').where('uuid', '=', uuid).executeTakeFirst())?.id;
    if (id === undefined) {
      throw BundleImportError.of(path, { position: [`Chart ${uuid ?? String(meta['chartId'])} (${key}) is neither in the bundle nor on this server`] });
    }
    if (typeof meta['chartId'] === 'number') mapping.set(meta['chartId'], id);
    chartIds.push(id);
    out[key] = { ...component, meta: { ...meta, chartId: id } };
  }
  return { position: out, chartIds, mapping };
}

async function datasetIdOf(ctx: ImportContext, path: string, uuid: string): Promise<number> {
  const known = ctx.datasets.get(uuid)?.id ?? (await ctx.trx.selectFrom('tables').select('id').where('uuid', '=', uuid).executeTakeFirst())?.id;
  if (known === undefined) throw BundleImportError.of(path, { metadata: [`Dataset ${uuid} of a native filter is neither in the bundle nor on this server`] });
  return known;
}

/**
 * json_metadata for this instance: native filter targets' `datasetUuid` turned into `datasetId`,
 * and every chart id (chart configuration, scopes, expanded and refresh-immune charts, cross-filter
 * scopes) moved from the exporting instance's ids to the charts here.
 */
export async function resolveMetadata(ctx: ImportContext, path: string, metadata: unknown, mapping: ReadonlyMap<number, number>): Promise<Record<string, unknown>> {
  const source = jsonObject(metadata);
  const filters = Array.isArray(source['native_filter_configuration']) ? source['native_filter_configuration'] : undefined;
  const out: Record<string, unknown> = { ...source };
  if (filters) {
    const resolved: unknown[] = [];
    for (const filter of filters) {
      if (!isObject(filter) || !Array.isArray(filter['targets'])) {
        resolved.push(filter);
        continue;
      }
      const targets: unknown[] = [];
      for (const target of filter['targets']) {
        if (!isObject(target) || typeof target['datasetUuid'] !== 'string') {
          targets.push(target);
          continue;
        }
        const { datasetUuid, ...rest } = target;
        targets.push({ ...rest, datasetId: await datasetIdOf(ctx, path, datasetUuid) });
      }
      resolved.push({ ...filter, targets });
    }
    out['native_filter_configuration'] = resolved;
  }
  return remapMetadataChartIds(out, mapping);
}
