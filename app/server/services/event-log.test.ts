import { describe, expect, it } from 'vitest';
import { logEventPrefix, readLogRecords, serializeLogEvent } from './event-log.js';

describe('readLogRecords', () => {
  const context = { explode: 'events', dashboardId: undefined, sliceId: undefined };

  it("prefers the event's own ids, then its source, then the request's", () => {
    const records = readLogRecords(
      {
        events: [
          { event_name: 'a', dashboard_id: 4, source: 'dashboard', source_id: 9 },
          { event_name: 'b', source: 'slice', source_id: '12' },
          { event_name: 'c', source: 'sqlLab', source_id: 5 },
        ],
      },
      { ...context, dashboardId: 2 },
    );
    expect(records.map((r) => [r.dashboardId, r.sliceId])).toEqual([[4, null], [2, 12], [2, null]]);
  });

  it('reads a body without explode as one event, leaving out the transport fields', () => {
    const [record] = readLogRecords({ event_name: 'x', guest_token: 't', csrf_token: 'c', duration_ms: 12.4 }, { ...context, explode: undefined, sliceId: 3 });
    expect(record).toEqual({ event: { event_name: 'x', duration_ms: 12.4 }, dashboardId: null, sliceId: 3, durationMs: 12 });
  });

  it('ignores ids that are not whole numbers', () => {
    const [record] = readLogRecords({ events: [{ dashboard_id: 'abc', slice_id: -1 }] }, context);
    expect(record).toMatchObject({ dashboardId: null, sliceId: null });
  });
});

describe('serializeLogEvent', () => {
  it('puts the event name first, so stored views are found by their prefix alone', () => {
    const text = serializeLogEvent({ ts: 1, event_name: 'mount_dashboard', source_id: 3 });
    expect(text.startsWith(logEventPrefix('mount_dashboard'))).toBe(true);
    expect(JSON.parse(text)).toEqual({ ts: 1, event_name: 'mount_dashboard', source_id: 3 });
    // A name buried deeper in the event is not the event's name.
    expect(serializeLogEvent({ payload: { event_name: 'mount_dashboard' } }).startsWith(logEventPrefix('mount_dashboard'))).toBe(false);
  });
});
