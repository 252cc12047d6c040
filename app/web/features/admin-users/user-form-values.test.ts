import { describe, expect, it } from 'vitest';
import { checkEmail, checkPassword, NEW_USER_FORM, userFormField, userPayload, userToFormValues } from './user-form-values';

describe('user form values', () => {
  it('sends roles as ids, trims the text and sends the password only when adding', () => {
    const values = {
      ...NEW_USER_FORM,
      username: ' grace ',
      first_name: 'Grace ',
      last_name: ' Hopper',
      email: ' grace@example.com ',
      roles: [{ value: 3, text: 'Gamma' }, { value: 5, text: 'sql_lab' }],
      password: ' secret password ',
    };
    expect(userPayload(values, true)).toEqual({
      username: 'grace',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      active: true,
      roles: [3, 5],
      password: ' secret password ',
    });
    expect(userPayload(values, false)).not.toHaveProperty('password');
  });

  it('reads an existing user into the form, roles as choices and no password', () => {
    const form = userToFormValues({
      id: 4,
      username: 'grace',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      active: false,
      roles: [{ id: 3, name: 'Gamma' }],
    });
    expect(form).toEqual({ ...NEW_USER_FORM, username: 'grace', first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', active: false, roles: [{ value: 3, text: 'Gamma' }] });
  });

  it('checks passwords and email addresses as the server does', () => {
    expect(checkPassword('1234567')).toBe('Use at least 8 characters.');
    expect(checkPassword('12345678')).toBe(true);
    expect(checkEmail('')).toBe('Enter an email address.');
    expect(checkEmail('grace@')).toBe('Enter a valid email address.');
    expect(checkEmail('grace @example.com')).toBe('Enter a valid email address.');
    expect(checkEmail('grace@example.com')).toBe(true);
  });

  it('maps the API fields of a validation answer to the form', () => {
    expect(userFormField('email')).toBe('email');
    expect(userFormField('roles')).toBe('roles');
    expect(userFormField('_schema')).toBeNull();
  });
});
