import { setDashboardCharts } from '../dashboard-save.js';
import type { DashboardFile } from './bundle-format.js';
import type { BundleEntry } from './import-bundle-check.js';
import type { ImportContext } from './import-context.js';
import { resolveMetadata, resolvePosition } from './import-dashboard-refs.js';
import { jsonObject } from './import-json.js';

/** The slug to store: the file's, unless another dashboard here holds it (then none, rather than failing). */
async function freeSlug(ctx: ImportContext, slug: string | null | undefined, uuid: string): Promise<string | null> {
  const wanted = slug?.trim() || null;
  if (wanted === null || /^\d+$/.test(wanted)) return null;
  const holder = await ctx.trx.selectFrom('dashboards').select('uuid').where('slug', '=', wanted).executeTakeFirst();
  return holder && holder.uuid !== uuid ? null : wanted;
}

/**
 * Imports one dashboard file: its layout and metadata pointed at the charts and datasets here
 * (by uuid), its chart links, colour and cross-filter configuration kept as exported. Found by
 * uuid: kept, or (overwrite) updated in place; new dashboards are owned by the importer.
 */
export async function importDashboard(ctx: ImportContext, { path, file }: BundleEntry<DashboardFile>): Promise<number> {
  const { position, chartIds, mapping } = await resolvePosition(ctx, path, jsonObject(file.position));
  const metadata = await resolveMetadata(ctx, path, file.metadata, mapping);
  const row = {
    dashboard_title: file.dashboard_title,
    slug: await freeSlug(ctx, file.slug, file.uuid),
    css: file.css ?? null,
    description: file.description ?? null,
    certified_by: file.certified_by ?? null,
    certification_details: file.certification_details ?? null,
    json_metadata: JSON.stringify(metadata),
    position_json: Object.keys(position).length > 0 ? JSON.stringify(position) : null,
    published: file.published ?? false,
    changed_on: ctx.now,
    changed_by_fk: ctx.principal.userId,
  };
  const existing = await ctx.trx.selectFrom('dashboards').select('id').where('uuid', '=', file.uuid).executeTakeFirst();
  if (existing) {
    if (ctx.overwrites('dashboards')) {
      await ctx.trx.updateTable('dashboards').set(row).where('id', '=', existing.id).execute();
      await setDashboardCharts(ctx.trx, existing.id, chartIds);
    }
    return existing.id;
  }
  const inserted = await ctx.trx
    .insertInto('dashboards')
    .values({ ...row, uuid: file.uuid, is_managed_externally: false, created_on: ctx.now, created_by_fk: ctx.principal.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setDashboardCharts(ctx.trx, inserted.id, chartIds);
  await ctx.trx.insertInto('dashboard_user').values({ dashboard_id: inserted.id, user_id: ctx.principal.userId }).execute();
  return inserted.id;
}
