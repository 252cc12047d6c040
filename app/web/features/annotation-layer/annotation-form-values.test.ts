import { describe, expect, it } from 'vitest';
import {
  annotationFormField,
  annotationPayload,
  annotationToFormValues,
  apiDateTime,
  checkEnd,
  checkJsonMetadata,
  END_BEFORE_START,
  formatAnnotationTime,
  inputDateTime,
  newAnnotationForm,
} from './annotation-form-values';

describe('annotation form values', () => {
  it('turns stored times into datetime-local values and back, without changing the zone', () => {
    expect(inputDateTime('2024-03-01T09:00:00')).toBe('2024-03-01T09:00');
    expect(inputDateTime('2024-03-01T09:00:30.250')).toBe('2024-03-01T09:00:30');
    expect(inputDateTime(null)).toBe('');
    expect(apiDateTime('2024-03-01T09:00')).toBe('2024-03-01T09:00:00');
    expect(apiDateTime('2024-03-01T09:00:30')).toBe('2024-03-01T09:00:30');
    expect(formatAnnotationTime('2024-03-01T09:00:00')).toBe('2024-03-01 09:00');
    expect(formatAnnotationTime(undefined)).toBe('—');
    expect(newAnnotationForm(new Date(Date.UTC(2024, 4, 2, 13, 45, 12)))).toMatchObject({ start: '2024-05-02T13:45', end: '2024-05-02T13:45' });
  });

  it('builds the API body and reads an annotation into the form', () => {
    const values = annotationToFormValues({ id: 3, short_descr: 'Launch', long_descr: null, start_dttm: '2024-03-01T09:00:00', end_dttm: '2024-03-02T00:00:00', json_metadata: '{"a": 1}' });
    expect(values).toEqual({ short_descr: 'Launch', start: '2024-03-01T09:00', end: '2024-03-02T00:00', long_descr: '', json_metadata: '{"a": 1}' });
    expect(annotationPayload({ ...values, short_descr: '  Launch  ', json_metadata: ' ' })).toEqual({
      short_descr: 'Launch', start_dttm: '2024-03-01T09:00:00', end_dttm: '2024-03-02T00:00:00', long_descr: null, json_metadata: null,
    });
  });

  it('checks the end against the start and the metadata as JSON', () => {
    expect(checkEnd('2024-03-01T09:00', '2024-03-01T09:00')).toBe(true);
    expect(checkEnd('2024-03-01T08:59', '2024-03-01T09:00')).toBe(END_BEFORE_START);
    expect(checkEnd('', '2024-03-01T09:00')).toBe('Choose when it ends.');
    expect(checkJsonMetadata('')).toBe(true);
    expect(checkJsonMetadata('{"owner": "ops"}')).toBe(true);
    expect(checkJsonMetadata('{owner')).toMatch(/^Not valid JSON: /);
  });

  it('files the server’s messages under the form’s fields', () => {
    expect(['short_descr', 'start_dttm', 'end_dttm', 'json_metadata', 'layer'].map(annotationFormField)).toEqual(['short_descr', 'start', 'end', 'json_metadata', null]);
  });
});
