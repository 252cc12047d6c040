import { validatorLoaders } from 'virtual:tessera/viz-validators';
import type { BootstrapData } from '../bootstrap/bootstrap-data';
import { createWebKernel, type WebKernel } from './create-web-kernel';
import { createDeferredSchemaCompiler } from './deferred-schema-compiler';
import { WEB_PLUGINS } from './web-plugins';

/**
 * The browser's kernel: the plugins the server's configuration enables, with precompiled
 * validators that load, each from its own chunk, only when something validates with them.
 */
export function createBrowserKernel(bootstrap: BootstrapData): WebKernel {
  return createWebKernel(WEB_PLUGINS, {
    enabled: bootstrap.common.conf.PLUGINS_ENABLED,
    disabled: bootstrap.common.conf.PLUGINS_DISABLED,
    schemaCompiler: createDeferredSchemaCompiler(validatorLoaders),
  });
}
