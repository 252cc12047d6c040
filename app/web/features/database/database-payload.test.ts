import { describe, expect, it } from 'vitest';
import { databaseToFormValues, engineOfUri, NEW_DATABASE_FORM } from './database-form-values';
import { databasePayload, testConnectionPayload } from './database-payload';
import { readFieldErrors } from './read-field-errors';

const stored = {
  id: 1,
  database_name: 'examples',
  sqlalchemy_uri: 'duckdb:////srv/examples.duckdb',
  backend: 'duckdb',
  expose_in_sqllab: true,
  allow_run_async: true,
  allow_dml: false,
  allow_ctas: null,
  allow_cvas: false,
  allow_file_upload: false,
  cache_timeout: null,
  extra: JSON.stringify({ metadata_cache_timeout: { schema_cache_timeout: 30, table_cache_timeout: 60 }, engine_params: { x: 1 } }),
};

describe('database form values', () => {
  it('lifts the metadata cache timeouts out of extra and puts them back unchanged', () => {
    const values = databaseToFormValues(stored);
    expect(values).toMatchObject({ engine: 'duckdb', schema_cache_timeout: '30', table_cache_timeout: '60', cache_timeout: '', allow_ctas: false });
    expect(JSON.parse(values.extra)).toEqual({ engine_params: { x: 1 } });
    expect(JSON.parse(databasePayload(values).extra)).toEqual(JSON.parse(stored.extra));
  });

  it('sends blank timeouts as none and blank extra as an empty object', () => {
    const payload = databasePayload({ ...NEW_DATABASE_FORM, database_name: ' Sales ', sqlalchemy_uri: ' sqlite:////tmp/a.db ' });
    expect(payload).toMatchObject({ database_name: 'Sales', sqlalchemy_uri: 'sqlite:////tmp/a.db', cache_timeout: null, extra: '{}' });
    expect(payload).not.toHaveProperty('engine');
    expect(testConnectionPayload({ ...NEW_DATABASE_FORM, engine: 'sqlite', database_name: 'x', sqlalchemy_uri: 'sqlite://' })).toEqual({
      database_name: 'x',
      sqlalchemy_uri: 'sqlite://',
      extra: '{}',
      configuration_method: 'sqlalchemy_form',
      engine: 'sqlite',
    });
  });

  it('reads the engine from a URI with a driver', () => {
    expect(engineOfUri('postgresql+psycopg2://u@h/db')).toBe('postgresql');
    expect(engineOfUri('not a uri')).toBe('');
  });
});

describe('readFieldErrors', () => {
  it('maps a 422’s field messages to the first message of each field', () => {
    expect(readFieldErrors({ status: 422, data: { message: { database_name: ['Taken', 'Too long'], extra: { engine_params: ['Bad'] } } } })).toEqual({
      database_name: 'Taken',
      extra: 'Bad',
    });
  });

  it('is null for errors that are not about fields', () => {
    expect(readFieldErrors({ status: 422, data: { message: 'Connection failed' } })).toBeNull();
    expect(readFieldErrors({ status: 'FETCH_ERROR', error: 'x' })).toBeNull();
  });
});
