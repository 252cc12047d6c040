/**
 * The Tessera kernel: isomorphic (browser and Node), free of React and `node:*`.
 * Plugins import `core/plugin-api` only; the application edges use the rest.
 */
export * from './plugin-api/index.js';
export * from './di/index.js';
export * from './registry/index.js';
export * from './hooks/index.js';
export * from './errors/index.js';
export * from './sqllab/index.js';
export * from './dashboard/index.js';
