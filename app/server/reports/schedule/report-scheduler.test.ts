import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryReportQueue } from './memory-report-queue.js';
import type { ReportJob } from './report-job.js';
import { ReportScheduler, type ScheduledReport } from './report-scheduler.js';

function setup(schedules: ScheduledReport[]) {
  const queue = new MemoryReportQueue({ concurrency: 1 });
  const ran: ReportJob[] = [];
  queue.process(async (job) => void ran.push(job));
  const warnings: string[] = [];
  const scheduler = new ReportScheduler({ listActive: async () => schedules, queue, log: { warn: (m) => warnings.push(m) } });
  return { queue, ran, warnings, scheduler };
}

describe('ReportScheduler.tick', () => {
  it('queues each schedule due at the tick minute, with a job id per schedule and due time', async () => {
    const { scheduler, queue, ran } = setup([
      { id: 1, crontab: '* * * * *', timezone: 'UTC' },
      { id: 2, crontab: '0 9 * * *', timezone: 'Europe/Paris' },
      { id: 3, crontab: '0 10 * * *', timezone: 'UTC' },
    ]);
    // 08:00:00.250 UTC is 09:00 in Paris (winter): schedules 1 and 2 are due, 3 is not.
    const jobs = await scheduler.tick(new Date('2026-01-05T08:00:00.250Z'));
    await queue.drain();
    expect(jobs.map((j) => j.id)).toEqual(['report:1:20260105T0800Z', 'report:2:20260105T0800Z']);
    expect(ran.map((j) => [j.reportId, j.scheduledAt])).toEqual([
      [1, '2026-01-05T08:00:00.000Z'],
      [2, '2026-01-05T08:00:00.000Z'],
    ]);
  });

  it('does not queue a minute twice, even when ticked again or by another scheduler on the same queue', async () => {
    const { scheduler, queue, ran, warnings } = setup([{ id: 7, crontab: '* * * * *', timezone: 'UTC' }]);
    const other = new ReportScheduler({ listActive: async () => [{ id: 7, crontab: '* * * * *', timezone: 'UTC' }], queue, log: { warn: (m) => warnings.push(m) } });
    await scheduler.tick(new Date('2026-01-05T08:00:01Z'));
    await scheduler.tick(new Date('2026-01-05T08:00:30Z'));
    await other.tick(new Date('2026-01-05T08:00:02Z'));
    await queue.drain();
    expect(ran.map((j) => j.id)).toEqual(['report:7:20260105T0800Z']);
    await scheduler.tick(new Date('2026-01-05T08:01:00Z'));
    await queue.drain();
    expect(ran.map((j) => j.id)).toEqual(['report:7:20260105T0800Z', 'report:7:20260105T0801Z']);
  });

  it('skips due times older than one tick instead of catching up', async () => {
    const { scheduler, queue, ran } = setup([{ id: 4, crontab: '*/5 * * * *', timezone: 'UTC' }]);
    await scheduler.tick(new Date('2026-01-05T08:00:00Z'));
    // The process slept through 08:05 and 08:10; the next tick is at 08:12.
    await scheduler.tick(new Date('2026-01-05T08:12:00Z'));
    await scheduler.tick(new Date('2026-01-05T08:15:00Z'));
    await queue.drain();
    expect(ran.map((j) => j.scheduledAt)).toEqual(['2026-01-05T08:00:00.000Z', '2026-01-05T08:15:00.000Z']);
  });

  it('runs a repeated local time twice across a fall-back change, with distinct ids', async () => {
    const { scheduler, queue, ran } = setup([{ id: 5, crontab: '*/30 2 * * *', timezone: 'Europe/Paris' }]);
    for (let t = Date.parse('2026-10-24T23:50:00Z'); t <= Date.parse('2026-10-25T02:10:00Z'); t += 60_000) await scheduler.tick(new Date(t));
    await queue.drain();
    expect(ran.map((j) => j.id)).toEqual(['report:5:20261025T0000Z', 'report:5:20261025T0030Z', 'report:5:20261025T0100Z', 'report:5:20261025T0130Z']);
  });

  it('warns about a schedule it cannot read and still queues the others', async () => {
    const { scheduler, queue, ran, warnings } = setup([
      { id: 8, crontab: 'not a cron', timezone: 'UTC' },
      { id: 9, crontab: '* * * * *', timezone: 'UTC' },
    ]);
    await scheduler.tick(new Date('2026-01-05T08:00:00Z'));
    await queue.drain();
    expect(ran.map((j) => j.reportId)).toEqual([9]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('report 8');
  });
});

describe('ReportScheduler timer', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks at each minute boundary, not before', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-05T08:00:30Z') });
    const queue = new MemoryReportQueue();
    const ran: string[] = [];
    queue.process(async (job) => void ran.push(job.id));
    const scheduler = new ReportScheduler({ listActive: async () => [{ id: 1, crontab: '* * * * *', timezone: 'UTC' }], queue, log: { warn: () => undefined } });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(ran).toEqual(['report:1:20260105T0801Z']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ran).toEqual(['report:1:20260105T0801Z', 'report:1:20260105T0802Z']);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ran).toHaveLength(2);
  });
});

describe('MemoryReportQueue', () => {
  it('runs at most `concurrency` jobs at once and waits for them on close', async () => {
    const queue = new MemoryReportQueue({ concurrency: 2 });
    let active = 0;
    let peak = 0;
    const done: string[] = [];
    queue.process(async (job) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 20));
      active--;
      done.push(job.id);
    });
    for (let i = 1; i <= 5; i++) await queue.add({ id: `report:${i}:20260105T0800Z`, reportId: i, scheduledAt: '2026-01-05T08:00:00.000Z' });
    await queue.add({ id: 'report:1:20260105T0800Z', reportId: 1, scheduledAt: '2026-01-05T08:00:00.000Z' });
    await queue.drain();
    expect(peak).toBe(2);
    expect(done).toHaveLength(5);
    await queue.add({ id: 'report:6:20260105T0800Z', reportId: 6, scheduledAt: '2026-01-05T08:00:00.000Z' });
    await queue.close();
    expect(done).toHaveLength(6);
  });
});
