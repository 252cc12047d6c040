import type { SchemaCompiler } from '@core/registry/schema-compiler.js';

/**
 * The web build's stand-in for core/registry/ajv-schema-compiler.ts (esbuild.config.mjs swaps the
 * module): ajv compiles validators with `new Function`, which the page's CSP forbids, so the ajv
 * compiler could not run in the browser anyway, and bundling it would ship ajv's whole compiler to
 * every route. The browser's registries get `createDeferredSchemaCompiler` instead.
 *
 * @throws always: pass a `schemaCompiler` to the registries in the browser.
 */
export function createAjvSchemaCompiler(): SchemaCompiler {
  throw new Error('ajv compiles no schema in the browser (the page forbids eval): give the registries the precompiled schema compiler');
}
