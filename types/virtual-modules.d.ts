/** Generated at build time by esbuild.config.mjs from the web plugins' form-data schemas. */
declare module 'virtual:tessera/viz-validators' {
  import type { PrecompiledValidator } from '@control-schemas/index.js';

  export const validatorsByKey: Readonly<Record<string, PrecompiledValidator>>;
  export const validatorsByFingerprint: Readonly<Record<string, PrecompiledValidator>>;
}
