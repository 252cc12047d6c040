import { describe, expect, it } from 'vitest';
import { normaliseRecipients, parseAddresses, recipientConfigOf, recipientErrors } from './recipients.js';

describe('recipients', () => {
  it('splits addresses on commas, semicolons and spaces, once each', () => {
    expect(parseAddresses('a@x.org, b@y.com;c@z.io\nA@x.org')).toEqual({ addresses: ['a@x.org', 'b@y.com', 'c@z.io'], invalid: [] });
    expect(parseAddresses('a@x.org, nobody, c@ d@e.')).toEqual({ addresses: ['a@x.org'], invalid: ['nobody', 'c@', 'd@e.'] });
    expect(parseAddresses('admin@localhost x@@y.org')).toEqual({ addresses: ['admin@localhost'], invalid: ['x@@y.org'] });
  });

  it('names what is wrong in each field and wants one address in To', () => {
    expect(recipientErrors({ target: 'a@x.org' })).toEqual({});
    expect(recipientErrors({ target: '' })).toEqual({ target: 'Enter at least one email address.' });
    expect(recipientErrors({ target: 'a@x.org', ccTarget: 'oops', bccTarget: 'b@x., c@' })).toEqual({
      ccTarget: 'Not an email address: oops',
      bccTarget: 'Not email addresses: b@x., c@',
    });
  });

  it('keeps the config as the API stores it', () => {
    expect(normaliseRecipients({ target: ' a@x.org ; b@y.com ', ccTarget: '', bccTarget: 'c@z.io' })).toEqual({ target: 'a@x.org,b@y.com', bccTarget: 'c@z.io' });
    expect(recipientConfigOf('{"target":"a@x.org","ccTarget":"b@y.com"}')).toEqual({ target: 'a@x.org', ccTarget: 'b@y.com' });
    expect(recipientConfigOf({ target: 'a@x.org' })).toEqual({ target: 'a@x.org' });
    expect(recipientConfigOf(null)).toEqual({ target: '' });
  });
});
