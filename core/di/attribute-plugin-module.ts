import { ContainerModule, type Bind, type BindToFluentSyntax, type ContainerModuleLoadOptions } from 'inversify';
import type { TesseraPlugin } from '../plugin-api/tessera-plugin.js';
import type { ContributionOriginRecorder } from './contribution-origins.js';

/**
 * Wraps a plugin's module so that (1) every value it binds with `toConstantValue` is recorded as
 * coming from that plugin, and (2) it cannot `unbind`/`rebind` an extension point: those are
 * multi-bound, and a single `rebind(VizContribution)` would silently erase every other plugin's
 * viz types.
 */
export function attributePluginModule(
  plugin: TesseraPlugin,
  extensionPoints: ReadonlySet<symbol>,
  origins: ContributionOriginRecorder,
): ContainerModule {
  return new ContainerModule((options: ContainerModuleLoadOptions) => {
    const guard = (identifier: unknown, operation: string): void => {
      if (typeof identifier === 'symbol' && extensionPoints.has(identifier)) {
        throw new Error(
          `Plugin '${plugin.key}' tried to ${operation} the extension point ${identifier.description ?? ''}; ` +
            'plugins may only add contributions, never remove other plugins\' ones.',
        );
      }
    };
    const bind: Bind = <T>(identifier: Parameters<Bind>[0]) => {
      const syntax = options.bind<T>(identifier as never);
      return new Proxy(syntax, {
        get(target, property, receiver) {
          if (property === 'toConstantValue') {
            return (value: T) => {
              origins.record(value, plugin.key);
              return target.toConstantValue(value);
            };
          }
          const member: unknown = Reflect.get(target, property, receiver);
          return typeof member === 'function' ? member.bind(target) : member;
        },
      }) as BindToFluentSyntax<T>;
    };
    const loaded = plugin.module.load({
      ...options,
      bind,
      unbind: (identifier) => {
        guard(identifier, 'unbind');
        options.unbind(identifier);
      },
      unbindAsync: async (identifier) => {
        guard(identifier, 'unbind');
        await options.unbindAsync(identifier);
      },
      rebind: <T>(identifier: Parameters<Bind>[0]) => {
        guard(identifier, 'rebind');
        return options.rebind<T>(identifier as never);
      },
      rebindAsync: async <T>(identifier: Parameters<Bind>[0]) => {
        guard(identifier, 'rebind');
        return options.rebindAsync<T>(identifier as never);
      },
    });
    if (loaded instanceof Promise) {
      // Surface inversify's "Unexpected asynchronous module load" with the plugin's name on it.
      loaded.catch(() => undefined);
      throw new Error(`Plugin '${plugin.key}' has an asynchronous module; plugin modules must bind synchronously.`);
    }
  });
}
