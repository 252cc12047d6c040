import { Cron } from 'croner';
import cronstrue from 'cronstrue';

/** A schedule in words, or why its expression is not one. */
export type CronDescription = { ok: true; text: string } | { ok: false; error: string };

/** An expression with its fields separated by single spaces. */
export function expandCron(expression: string): string {
  return expression.trim().replace(/\s+/g, ' ');
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^(CronPattern|Error):\s*/i, '').replace(/^\w/, (first) => first.toUpperCase());
}

/**
 * Checks a five-field cron expression (minute, hour, day of month, month, day of week) the way the
 * scheduler reads it, and says it in words: "At 09:00, only on Monday". Seconds and nicknames
 * (`@daily`) are refused, as the API refuses them: schedules run at most once a minute.
 */
export function describeCron(expression: string): CronDescription {
  const fields = expandCron(expression);
  if (fields === '') return { ok: false, error: 'Enter a schedule as a cron expression.' };
  if (fields.split(' ').length !== 5) {
    return { ok: false, error: 'A schedule has five fields: minute, hour, day of month, month and day of week.' };
  }
  try {
    new Cron(fields, { paused: true, mode: '5-part' });
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
  try {
    return { ok: true, text: cronstrue.toString(fields, { use24HourTimeFormat: true, throwExceptionOnParseError: true, verbose: false }) };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}
