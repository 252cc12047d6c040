// Node module hooks serving the plugin virtual modules (see plugin-discovery.mjs) to code run from
// source outside vitest, e.g. the benchmarks under tsx:
//   register(new URL('../../scripts/plugin-modules-hook.mjs', import.meta.url));
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PLUGIN_MODULES, pluginModuleSource } from './plugin-discovery.mjs';

const pluginsDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../plugins');
const idOf = (url) => Object.keys(PLUGIN_MODULES).find((id) => url === id || url.startsWith(`${id}?`));

export async function resolve(specifier, context, nextResolve) {
  if (PLUGIN_MODULES[specifier]) return { url: specifier, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  const id = idOf(url);
  if (!id) return nextLoad(url, context);
  const { source } = pluginModuleSource(pluginsDir, id, (file) => pathToFileURL(file).href);
  return { format: 'module', source, shortCircuit: true };
}
