import type { Annotation, AnnotationPayload } from './annotation-layer-types';

/**
 * The annotation form's fields. Times are the text of `datetime-local` inputs (`2024-03-01T09:00`),
 * read as UTC without conversion: charts draw data and annotations in the same zone-less time.
 */
export interface AnnotationFormValues {
  short_descr: string;
  start: string;
  end: string;
  long_descr: string;
  json_metadata: string;
}

/** An empty form, the start and end set to `now` (to the minute) for convenience. */
export function newAnnotationForm(now: Date = new Date()): AnnotationFormValues {
  const minute = now.toISOString().slice(0, 16);
  return { short_descr: '', start: minute, end: minute, long_descr: '', json_metadata: '' };
}

/** A stored time (`2024-03-01T09:00:00`) as a `datetime-local` value (`2024-03-01T09:00`, seconds kept when not zero). */
export function inputDateTime(stored: string | null | undefined): string {
  if (!stored) return '';
  const [date, time = '00:00:00'] = stored.replace(' ', 'T').split('T') as [string, string?];
  const [hours = '00', minutes = '00', seconds = '00'] = time.replace(/[zZ].*$/, '').split(':');
  const wholeSeconds = seconds.split('.')[0]!.padStart(2, '0');
  return `${date}T${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}${wholeSeconds === '00' ? '' : `:${wholeSeconds}`}`;
}

/** A `datetime-local` value as the API takes it (`2024-03-01T09:00:00`); empty when there is none. */
export function apiDateTime(input: string): string {
  if (!input) return '';
  return /T\d\d:\d\d$/.test(input) ? `${input}:00` : input;
}

/** How the lists show a stored time: `2024-03-01 09:00` (seconds when not zero), or a dash. */
export function formatAnnotationTime(stored: string | null | undefined): string {
  const input = inputDateTime(stored);
  return input ? input.replace('T', ' ') : '—';
}

/** The form's values for an annotation read from the server. */
export function annotationToFormValues(annotation: Annotation): AnnotationFormValues {
  return {
    short_descr: annotation.short_descr ?? '',
    start: inputDateTime(annotation.start_dttm),
    end: inputDateTime(annotation.end_dttm),
    long_descr: annotation.long_descr ?? '',
    json_metadata: annotation.json_metadata ?? '',
  };
}

/** The body the API takes; empty optional texts are sent as null. */
export function annotationPayload(values: AnnotationFormValues): AnnotationPayload {
  return {
    short_descr: values.short_descr.trim(),
    start_dttm: apiDateTime(values.start),
    end_dttm: apiDateTime(values.end),
    long_descr: values.long_descr.trim() === '' ? null : values.long_descr,
    json_metadata: values.json_metadata.trim() === '' ? null : values.json_metadata,
  };
}

/** Superset's message for an end before the start. */
export const END_BEFORE_START = 'End date must be after start date';

/** `true`, or why the end cannot be kept: missing, or before the start. */
export function checkEnd(end: string, start: string): true | string {
  if (!end) return 'Choose when it ends.';
  if (start && apiDateTime(end) < apiDateTime(start)) return END_BEFORE_START;
  return true;
}

/** `true` when the metadata is empty or valid JSON, or what is wrong with it. */
export function checkJsonMetadata(text: string): true | string {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch (error) {
    return `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The form field a server message about an API field belongs to. */
export function annotationFormField(apiField: string): keyof AnnotationFormValues | null {
  switch (apiField) {
    case 'short_descr':
    case 'long_descr':
    case 'json_metadata':
      return apiField;
    case 'start_dttm':
      return 'start';
    case 'end_dttm':
      return 'end';
    default:
      return null;
  }
}
