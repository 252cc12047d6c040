/**
 * Build-time entry (run in Node by esbuild.config.mjs, never shipped): the ES module of ajv
 * validators precompiled from every web plugin's schemas (viz form-data schemas, native filter
 * types' config schemas, control sections' own fields), which the browser's `SchemaCompiler`
 * looks up by schema fingerprint instead of compiling under its CSP.
 */
import { getContributions, createTesseraContainer } from '@core/di/index.js';
import { ControlSectionContribution, FilterTypeContribution, VizContribution, type JsonSchema } from '@core/plugin-api/index.js';
import { sectionFieldsSchema } from '@core/registry/index.js';
import { emitStandaloneValidators } from '@control-schemas/standalone/index.js';
import { WEB_PLUGINS } from './web-plugins.js';

/** Every schema the web kernel's registries compile, by viz key, `filter:<key>` and `section:<key>`. */
export function webKernelSchemas(): Record<string, JsonSchema> {
  const container = createTesseraContainer(WEB_PLUGINS, {});
  return {
    ...Object.fromEntries(getContributions(container, VizContribution).map((viz) => [viz.key, viz.formDataSchema])),
    ...Object.fromEntries(getContributions(container, FilterTypeContribution).map((filterType) => [`filter:${filterType.key}`, filterType.configSchema])),
    ...Object.fromEntries(
      getContributions(container, ControlSectionContribution).flatMap((section) => {
        const schema = sectionFieldsSchema(section);
        return schema ? [[`section:${section.key}`, schema]] : [];
      }),
    ),
  };
}

/** Source of the `virtual:tessera/viz-validators` module. */
export function vizValidatorsSource(): string {
  return emitStandaloneValidators(webKernelSchemas());
}
