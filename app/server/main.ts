import { initialize } from './bootstrap/initialize.js';
import { printAdminCredentials } from './bootstrap/ensure-admin.js';
import { buildApp } from './build-app.js';
import { ConfigError, loadConfig } from './config/load-config.js';
import { createServerKernel } from './kernel/create-server-kernel.js';
import { SERVER_PLUGINS, WEB_PLUGIN_KEYS } from './kernel/server-plugins.js';
import { SecurityManager } from './security/security-manager.js';
import { createStore } from './store/create-store.js';

/** `npm start`: configuration → metadata store → first-start setup → HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const store = await createStore({ url: config.databaseUrl, home: config.home });
  const security = new SecurityManager(store.db);
  const kernel = createServerKernel(config, SERVER_PLUGINS, { warn: (m) => console.warn(`warning: ${m}`) }, WEB_PLUGIN_KEYS);
  const app = await buildApp({ config, store, security, kernel });
  const admin = await initialize(store, security, config, { info: (m) => app.log.info(m) });
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  if (admin) printAdminCredentials(admin, url);
  console.log(`Tessera is running at ${url}/ (metadata: ${store.dialect}, home: ${config.home})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
