import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { parseUrlEncodedForm } from '../services/sqllab-form-body.js';
import { downloadFileName, formJsonField, legacyDownloadFormat } from './chart-data-form-body.js';

describe('formJsonField', () => {
  it('reads the JSON object of a posted form field, and ignores JSON bodies', () => {
    expect(formJsonField(parseUrlEncodedForm('form_data=%7B%22a%22%3A1%7D&csrf_token=t'))).toEqual({ a: 1 });
    expect(formJsonField({ form_data: '{}' })).toBeNull();
  });

  it('answers 400 with the field message for a missing, broken or non-object value', () => {
    const messageOf = (text: string) => {
      try {
        formJsonField(parseUrlEncodedForm(text));
      } catch (error) {
        return error instanceof HttpError ? [error.statusCode, error.body] : error;
      }
      return null;
    };
    expect(messageOf('csrf_token=t')).toEqual([400, { message: { form_data: ['Missing data for required field.'] } }]);
    expect(messageOf('form_data=%7Bx')).toEqual([400, { message: { form_data: ['Not a valid JSON.'] } }]);
    expect(messageOf('form_data=%5B1%5D')).toEqual([400, { message: { form_data: ['Must be a JSON object.'] } }]);
  });
});

describe('legacyDownloadFormat', () => {
  it("reads Superset's ?csv=true / ?xlsx=true, ?format= and result_format", () => {
    expect(legacyDownloadFormat({ csv: 'true' }, {})).toBe('csv');
    expect(legacyDownloadFormat({ xlsx: 'true' }, {})).toBe('xlsx');
    expect(legacyDownloadFormat({ format: 'csv' }, {})).toBe('csv');
    expect(legacyDownloadFormat({}, { result_format: 'xlsx' })).toBe('xlsx');
    expect(legacyDownloadFormat({ csv: 'false' }, { result_format: 'json' })).toBeNull();
  });
});

describe('downloadFileName', () => {
  it('stamps the local time like Superset', () => {
    expect(downloadFileName('csv', new Date(2024, 0, 2, 3, 4, 5))).toBe('20240102_030405.csv');
  });
});
