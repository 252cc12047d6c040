/** Global async queries: background chart-data jobs and the per-session event channels that report them. */
export type { AsyncEvent, AsyncEventError, AsyncJobMetadata, AsyncJobStatus, NewAsyncEvent } from './async-event.js';
export type { AsyncEventListener, AsyncEventStore } from './async-event-store.js';
export { AsyncQueryManager, toAsyncErrors, type AsyncJob, type AsyncJobRunner, type AsyncQueryManagerOptions } from './async-query-manager.js';
export { MemoryAsyncEventStore, DEFAULT_EVENTS_PER_CHANNEL, type MemoryAsyncEventStoreOptions } from './memory-async-event-store.js';
export { RedisAsyncEventStore, type RedisAsyncEventStoreOptions } from './redis-async-event-store.js';
export { createAsyncQueryManager, type AsyncQueryManagerConfig } from './create-async-query-manager.js';
export { channelFor } from './channel-for.js';
export { compareStreamIds, isStreamId, STREAM_ID_PATTERN } from './stream-id.js';
