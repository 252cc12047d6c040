import { describe, expect, it } from 'vitest';
import { FormBodyError, PostedForm, formValues, parseMultipartForm, parseUrlEncodedForm } from './sqllab-form-body.js';

describe('form bodies', () => {
  it('reads url-encoded fields and decodes their JSON values', () => {
    const form = parseUrlEncodedForm(`queryEditor=${encodeURIComponent('{"dbId":1,"name":"Tab"}')}&sql=${encodeURIComponent('"SELECT 1"')}&bare=word`);
    expect(formValues(form)).toEqual({ queryEditor: { dbId: 1, name: 'Tab' }, sql: 'SELECT 1', bare: 'word' });
  });

  it('reads the text fields of a multipart body and ignores files', () => {
    const body = [
      '--XyZ',
      'Content-Disposition: form-data; name="expanded"',
      '',
      'true',
      '--XyZ',
      'Content-Disposition: form-data; name="file"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'ignored',
      '--XyZ',
      'Content-Disposition: form-data; name="sql"',
      '',
      '"SELECT 1;\\nSELECT 2"',
      '--XyZ--',
      '',
    ].join('\r\n');
    const form = parseMultipartForm(Buffer.from(body), 'multipart/form-data; boundary=XyZ');
    expect(form).toBeInstanceOf(PostedForm);
    expect(formValues(form)).toEqual({ expanded: true, sql: 'SELECT 1;\nSELECT 2' });
  });

  it('refuses a multipart body without its boundary or its end', () => {
    expect(() => parseMultipartForm(Buffer.from('x'), 'multipart/form-data')).toThrow(FormBodyError);
    expect(() => parseMultipartForm(Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n'), 'multipart/form-data; boundary=b')).toThrow(FormBodyError);
  });

  it('takes a JSON object as it is and anything else as no fields', () => {
    expect(formValues({ expanded: false })).toEqual({ expanded: false });
    expect(formValues(null)).toEqual({});
    expect(formValues([1])).toEqual({});
  });
});
