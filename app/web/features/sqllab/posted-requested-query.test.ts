// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takePostedRequestedQuery } from './posted-requested-query';

const bootstrapElement = (text: string) => {
  const element = document.createElement('script');
  element.id = 'tessera-bootstrap';
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
  return element;
};

afterEach(() => document.getElementById('tessera-bootstrap')?.remove());

describe('a request posted to /sqllab/', () => {
  it('is read from the bootstrap once per page', () => {
    bootstrapElement(JSON.stringify({ user: null, requested_query: { datasourceKey: '3__table', sql: 'SELECT 1' } }));
    expect(takePostedRequestedQuery()).toEqual({ kind: 'datasource', datasourceKey: '3__table', sql: 'SELECT 1' });
    expect(takePostedRequestedQuery()).toBeNull();
  });

  it('is nothing on a page opened without a form, or with an unreadable bootstrap', () => {
    expect(takePostedRequestedQuery()).toBeNull();
    bootstrapElement(JSON.stringify({ user: null }));
    expect(takePostedRequestedQuery()).toBeNull();
    document.getElementById('tessera-bootstrap')!.remove();
    bootstrapElement('{broken');
    expect(takePostedRequestedQuery()).toBeNull();
  });
});
