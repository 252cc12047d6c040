import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const p = require.resolve('better-sqlite3');
const w = new Worker(`
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.p);
const db = new Database(':memory:');
parentPort.postMessage('start');
const r = db.prepare('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x < 10000000000) SELECT count(*) FROM c').get();
parentPort.postMessage(r);
`, { eval: true, workerData: { p } });
w.on('message', (m) => console.log('msg', m, Date.now()));
w.on('exit', (c) => console.log('exit', c, Date.now()));
setTimeout(async () => { const t = Date.now(); console.log('terminating'); await w.terminate(); console.log('terminated in', Date.now() - t); process.exit(0); }, 500);
setTimeout(() => { console.log('still not terminated after 5s'); process.exit(1); }, 5500);
