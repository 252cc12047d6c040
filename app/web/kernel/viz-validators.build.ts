/**
 * Build-time entry (run in Node by esbuild.config.mjs, never shipped): the ES module of ajv
 * validators precompiled from every web plugin's form-data schema, which the browser's
 * `SchemaCompiler` looks up by schema fingerprint instead of compiling under its CSP.
 */
import { getContributions, createTesseraContainer } from '@core/di/index.js';
import { VizContribution } from '@core/plugin-api/index.js';
import { emitStandaloneValidators } from '@control-schemas/standalone/index.js';
import { WEB_PLUGINS } from './web-plugins.js';

/** Source of the `virtual:tessera/viz-validators` module. */
export function vizValidatorsSource(): string {
  const container = createTesseraContainer(WEB_PLUGINS, {});
  const schemas = Object.fromEntries(getContributions(container, VizContribution).map((viz) => [viz.key, viz.formDataSchema]));
  return emitStandaloneValidators(schemas);
}
