import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverErrorMessage } from './server-error-message';

describe('the message of a failed request', () => {
  const refusedWithDetail = new ApiError(400, 'This link is used.');
  const refusedWithoutDetail = new ApiError(502, null);
  const networkFailure = new TypeError('Failed to fetch');

  it("is the server's detail, else the one fallback", () => {
    expect(serverErrorMessage(refusedWithDetail, 'Try again.')).toBe('This link is used.');
    expect(serverErrorMessage(refusedWithoutDetail, 'Try again.')).toBe('Try again.');
    expect(serverErrorMessage(networkFailure, 'Try again.')).toBe('Try again.');
  });

  it('tells a refusal without a detail from a request that got no answer', () => {
    const fallback = { refused: 'Refused.', unreachable: 'Check your connection.' };
    expect(serverErrorMessage(refusedWithDetail, fallback)).toBe('This link is used.');
    expect(serverErrorMessage(refusedWithoutDetail, fallback)).toBe('Refused.');
    expect(serverErrorMessage(networkFailure, fallback)).toBe('Check your connection.');
  });
});
