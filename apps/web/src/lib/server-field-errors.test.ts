import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { showServerFieldErrors } from './server-field-errors';

type Form = { email: string; register_key: string };

describe('showServerFieldErrors', () => {
  it('puts each message under its field, focusing the first, and leaves fields the form lacks to the alert', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'email: Enter a valid e-mail address; register_key: Enter a registration key; role: Invalid option', [
      { field: 'email', message: 'Enter a valid e-mail address' },
      { field: 'register_key', message: 'Enter a registration key' },
      { field: 'role', message: 'Invalid option' },
    ]);
    expect(showServerFieldErrors<Form>(error, ['email', 'register_key'], setError)).toEqual({ isPlaced: true });
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Enter a valid e-mail address' }, { shouldFocus: true }],
      ['register_key', { type: 'server', message: 'Enter a registration key' }, { shouldFocus: false }],
    ]);
  });

  it('places nothing for a refusal without field messages or for other errors', () => {
    const setError = vi.fn();
    expect(showServerFieldErrors<Form>(new ApiError(400, 'Invalid registration key.'), ['email', 'register_key'], setError)).toEqual({ isPlaced: false });
    expect(showServerFieldErrors<Form>(new Error('offline'), ['email'], setError)).toEqual({ isPlaced: false });
    expect(setError).not.toHaveBeenCalled();
  });
});
