import { ErrorType } from '@core/errors/index.js';
import type { CompileContext } from './compile-context.js';
import { CompileError } from './compile-error.js';

/** Wraps a temporal expression with the engine's template for a grain; an unknown grain is an error. */
export function applyTimeGrain(ctx: CompileContext, sql: string, grain: string | null | undefined): string {
  if (!grain) return sql;
  const grains = ctx.spec.timeGrains as Partial<Record<string, string>>;
  const template = Object.hasOwn(grains, grain) ? grains[grain] : undefined;
  if (typeof template !== 'string') {
    throw new CompileError(`No grain spec for ${grain} for database engine ${ctx.spec.engineName}`, ErrorType.GENERIC_DB_ENGINE_ERROR);
  }
  return template.replaceAll('{col}', sql);
}
