/** Global async queries: background chart-data and SQL Lab jobs, their queue and the per-session event channels that report them. */
export type { AsyncEvent, AsyncEventError, AsyncJobMetadata, AsyncJobStatus, NewAsyncEvent } from './async-event.js';
export type { AsyncEventListener, AsyncEventStore } from './async-event-store.js';
export { isQueuedAsyncJob, type AsyncJob, type AsyncJobHandler, type AsyncJobLostHandler, type AsyncJobRequest, type QueuedAsyncJob } from './async-job.js';
export { AsyncQueueUnavailableError, type AsyncJobConsumer, type AsyncJobQueue, type AsyncJobRunner } from './async-job-queue.js';
export { AsyncQueryManager, toAsyncErrors, type AsyncQueryManagerOptions } from './async-query-manager.js';
export { InProcessJobQueue, SHUTTING_DOWN_MESSAGE } from './in-process-job-queue.js';
export { BullMqJobQueue, INTERRUPTED_MESSAGE, type BullMqJobQueueOptions } from './bullmq-job-queue.js';
export { MemoryAsyncEventStore, DEFAULT_EVENTS_PER_CHANNEL, type MemoryAsyncEventStoreOptions } from './memory-async-event-store.js';
export { RedisAsyncEventStore, type RedisAsyncEventStoreOptions } from './redis-async-event-store.js';
export { createAsyncQueryManager, bullMqPrefix, type AsyncQueryManagerConfig } from './create-async-query-manager.js';
export { channelFor } from './channel-for.js';
export { jobPrincipal, type JobPrincipalDeps } from './job-principal.js';
export { compareStreamIds, isStreamId, STREAM_ID_PATTERN } from './stream-id.js';
