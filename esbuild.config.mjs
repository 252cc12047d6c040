// Builds the web app (ESM, code splitting, metafile) and the server bundle.
// `node esbuild.config.mjs` builds both; `--web` or `--server` builds one; `--watch` rebuilds on change.
import * as esbuild from 'esbuild';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PLUGIN_MODULES, pluginModuleSource } from './scripts/plugin-discovery.mjs';
import { staticClosure } from './scripts/metafile-closure.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const args = new Set(process.argv.slice(2));
const watch = args.has('--watch');
const production = process.env.NODE_ENV !== 'development';
const only = args.has('--web') ? 'web' : args.has('--server') ? 'server' : 'all';

const alias = {
  '@core': path.join(root, 'core'),
  '@control-schemas': path.join(root, 'control-schemas'),
  '@plugins': path.join(root, 'plugins'),
  '@app': path.join(root, 'app'),
};

const WEB_ENTRY = 'app/web/main.tsx';
/** The early script's URL, set by `buildStandaloneScripts` before the web app is built. */
let earlyScript = null;

/** The URL the server serves an output file under dist/web at (`file` relative to the root, as in a metafile). */
const staticUrl = (file) => '/static/' + path.relative('dist/web', file);

/**
 * Writes dist/web/manifest.json, read by the server's HTML page: the app's script and stylesheet,
 * the chunks the script imports (preloaded with it rather than found once it is parsed), the early
 * script, and for each lazily loaded screen (`app/web/features/…/…Page.tsx`) the chunks it adds to
 * the app's, which the server preloads on that screen's URLs.
 */
const manifestPlugin = {
  name: 'tessera-manifest',
  setup(build) {
    build.onEnd(async (result) => {
      if (!result.metafile) return;
      const { outputs } = result.metafile;
      const fileOf = (entryPoint) => Object.keys(outputs).find((name) => outputs[name].entryPoint === entryPoint && name.endsWith('.js'));
      const entry = fileOf(WEB_ENTRY);
      if (!entry) return;
      const appFiles = staticClosure(outputs, entry);
      const inApp = new Set(appFiles);
      const screens = {};
      for (const [name, output] of Object.entries(outputs)) {
        if (!/^app\/web\/features\/.+Page\.tsx$/.test(output.entryPoint ?? '')) continue;
        screens[output.entryPoint] = staticClosure(outputs, name).filter((file) => !inApp.has(file)).map(staticUrl);
      }
      const manifest = {
        script: staticUrl(entry),
        css: outputs[entry].cssBundle ? staticUrl(outputs[entry].cssBundle) : null,
        preload: appFiles.slice(1).map(staticUrl),
        early: earlyScript,
        screens,
      };
      await writeFile(path.join(root, 'dist/web/manifest.json'), JSON.stringify(manifest, null, 2));
      await writeFile(path.join(root, 'dist/web/meta.json'), JSON.stringify(result.metafile));
    });
  },
};

/**
 * `virtual:tessera/web-plugins` and `virtual:tessera/server-plugins`: the plugins discovered from
 * the folders under plugins/ (see scripts/plugin-discovery.mjs), as static imports. The browser's
 * build keeps lazy viz types lazy (each loads from a chunk of its own with its first chart); builds
 * run in Node (the server, the validators' generator) load them all.
 */
const pluginModules = ({ lazy }) => ({
  name: 'tessera-plugin-modules',
  setup(build) {
    const ids = Object.keys(PLUGIN_MODULES).map((id) => id.replace(/[/]/g, '\\/')).join('|');
    build.onResolve({ filter: new RegExp(`^(${ids})$`) }, (args) => ({ path: args.path, namespace: 'tessera-plugins' }));
    build.onLoad({ filter: /.*/, namespace: 'tessera-plugins' }, (args) => {
      const { source, watchFiles } = pluginModuleSource(path.join(root, 'plugins'), args.path, undefined, { lazy });
      return { contents: source, loader: 'js', resolveDir: root, watchFiles, watchDirs: [path.join(root, 'plugins')] };
    });
  },
});
const pluginModulesPlugin = pluginModules({ lazy: false });
const lazyPluginModulesPlugin = pluginModules({ lazy: true });

/** Stylesheet imports resolve to nothing: for code run in Node at build time, which draws nothing. */
const noStylesheets = {
  name: 'tessera-no-stylesheets',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'tessera-no-stylesheet' }));
    build.onLoad({ filter: /.*/, namespace: 'tessera-no-stylesheet' }, () => ({ contents: '', loader: 'js' }));
  },
};

/**
 * `virtual:tessera/viz-validators` and `virtual:tessera/viz-validator/<name>`: ajv validators
 * precompiled from every web plugin's schemas. The page's CSP forbids compiling them in the
 * browser, so the build bundles the web kernel's plugin list for Node, runs it (which also checks
 * every plugin as the browser's registries would), and hands the generated sources to the web
 * bundle: one module per schema, each imported dynamically by the index module, so each validator
 * is a chunk of its own that the browser loads only when something validates with it.
 */
const vizValidatorsPlugin = {
  name: 'tessera-viz-validators',
  setup(build) {
    /** The generated modules of this build (one generation per build, shared by every module). */
    let generated = null;
    build.onStart(() => {
      generated = null;
    });
    const generate = async () => {
      const generator = await esbuild.build({
        absWorkingDir: root,
        entryPoints: ['app/web/kernel/viz-validators.build.ts'],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        jsx: 'automatic',
        alias,
        // Components load lazily and are never called here; packages come from node_modules, and
        // stylesheets (a component's CSS import) are left out.
        plugins: [pluginModulesPlugin, noStylesheets, serverExternals],
        metafile: true,
        logLevel: 'warning',
        banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
      });
      const file = path.join(root, 'node_modules/.cache/tessera/viz-validators.build.mjs');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, generator.outputFiles[0].text);
      const { vizValidatorModules } = await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
      const watchFiles = Object.keys(generator.metafile.inputs).filter((input) => !input.startsWith('node_modules')).map((input) => path.join(root, input));
      return { ...vizValidatorModules(), watchFiles };
    };
    build.onResolve({ filter: /^virtual:tessera\/viz-validators?(\/|$)/ }, (args) => ({ path: args.path.slice('virtual:tessera/'.length), namespace: 'tessera-virtual' }));
    build.onLoad({ filter: /.*/, namespace: 'tessera-virtual' }, async (args) => {
      generated ??= generate();
      const { index, modules, watchFiles } = await generated;
      const name = args.path.startsWith('viz-validator/') ? args.path.slice('viz-validator/'.length) : null;
      const contents = name === null ? index : modules[name];
      if (contents === undefined) return { errors: [{ text: `no precompiled validator module named ${name}` }] };
      return { contents, loader: 'js', resolveDir: root, watchFiles };
    });
  },
};

/**
 * The browser gets app/web/kernel/ajv-schema-compiler.browser.ts in place of the registries'
 * default ajv compiler, which cannot run under the page's CSP and would ship ajv's compiler to
 * every route (the browser's registries use the precompiled validators).
 */
const browserSubstitutes = {
  name: 'tessera-browser-substitutes',
  setup(build) {
    build.onResolve({ filter: /\/ajv-schema-compiler\.js$/ }, (args) => {
      if (!path.join(args.resolveDir, args.path).startsWith(path.join(root, 'core/registry/'))) return undefined;
      return { path: path.join(root, 'app/web/kernel/ajv-schema-compiler.browser.ts') };
    });
  },
};

const webOptions = {
  absWorkingDir: root,
  entryPoints: [WEB_ENTRY],
  bundle: true,
  format: 'esm',
  splitting: true,
  metafile: true,
  outdir: 'dist/web/assets',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'files/[name]-[hash]',
  platform: 'browser',
  target: ['chrome120', 'firefox120', 'safari17'],
  jsx: 'automatic',
  sourcemap: true,
  minify: production,
  alias,
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file', '.ttf': 'file' },
  define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  logLevel: 'warning',
  plugins: [manifestPlugin, lazyPluginModulesPlugin, vizValidatorsPlugin, browserSubstitutes],
};

/**
 * npm packages stay external (CommonJS ones break when bundled into ESM), except ESM packages
 * made of many small modules: bundling those saves hundreds of file loads at every start.
 */
const BUNDLED_SERVER_PACKAGES = /^(kysely|inversify|@inversifyjs\/[^/]+)(\/|$)/;
const serverExternals = {
  name: 'tessera-server-externals',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@core') || args.path.startsWith('@app') || args.path.startsWith('@plugins') || args.path.startsWith('@control-schemas')) return undefined;
      if (BUNDLED_SERVER_PACKAGES.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const serverOptions = {
  absWorkingDir: root,
  entryPoints: { main: 'app/server/main.ts', cli: 'app/server/cli.ts' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [pluginModulesPlugin, serverExternals],
  outdir: 'dist/server',
  // What the server imports dynamically (the web plugins an asset import reads, the examples'
  // first load) is a chunk of its own, with its packages: a start loads none of them.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  alias,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
};

/**
 * Monaco's editor worker (SQL Lab) is a script of its own: a separate, hashed bundle built before
 * the web app, whose URL the app reads from the `TESSERA_EDITOR_WORKER_URL` define. Monaco's CSS,
 * imported by the lazily loaded editor chunk, lands in the entry's stylesheet; its codicon font
 * goes through the `.ttf` file loader above.
 */
const EDITOR_WORKER = { name: 'editor.worker', entry: 'node_modules/monaco-editor/esm/vs/editor/editor.worker.js', outdir: 'dist/web/assets/workers' };

/**
 * The early script (app/web/early-requests.ts), which a dashboard's page runs before the app to
 * send its first requests, is one small file with no imports, built on its own: as a chunk of the
 * app's build it would share chunks with the app and wait for the browser to compile them first.
 * It hands its requests to the app through a global (see dashboard-prefetch.ts).
 */
const EARLY_SCRIPT = { name: 'early-requests', entry: 'app/web/early-requests.ts', outdir: 'dist/web/assets' };

/** Builds one browser script on its own (hashed, no shared chunks): its URL and the files it imports. */
async function buildStandalone({ name, entry, outdir }) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { [name]: entry },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: webOptions.target,
    minify: production,
    sourcemap: true,
    metafile: true,
    outdir,
    entryNames: '[name]-[hash]',
    logLevel: 'warning',
  });
  const [file] = Object.keys(result.metafile.outputs).filter((output) => output.endsWith('.js'));
  return { url: staticUrl(file), imports: result.metafile.outputs[file].imports };
}

/** Builds the editor worker and the early script, and hands their URLs to the web app's build. */
async function buildStandaloneScripts() {
  const [worker, early] = await Promise.all([buildStandalone(EDITOR_WORKER), buildStandalone(EARLY_SCRIPT)]);
  if (early.imports.length > 0) throw new Error(`the early script must import nothing, it imports ${early.imports.map((i) => i.path).join(', ')}`);
  webOptions.define = { ...webOptions.define, TESSERA_EDITOR_WORKER_URL: JSON.stringify(worker.url) };
  earlyScript = early.url;
}

async function run() {
  const jobs = [];
  if (only !== 'server') {
    await rm(path.join(root, 'dist/web'), { recursive: true, force: true });
    await mkdir(path.join(root, 'dist/web'), { recursive: true });
    await buildStandaloneScripts();
    jobs.push(['web', webOptions]);
  }
  if (only !== 'web') {
    // Chunk names carry their content's hash: an earlier build's would stay behind.
    if (!watch) await rm(path.join(root, 'dist/server/chunks'), { recursive: true, force: true });
    jobs.push(['server', serverOptions]);
  }
  for (const [name, options] of jobs) {
    if (watch) {
      const ctx = await esbuild.context(options);
      await ctx.watch();
      console.log(`esbuild: watching ${name}`);
    } else {
      const started = performance.now();
      await esbuild.build(options);
      console.log(`esbuild: built ${name} in ${Math.round(performance.now() - started)} ms`);
    }
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
