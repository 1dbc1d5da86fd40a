/**
 * Errors a domain function throws to answer a request with a 4xx and a clear `detail`.
 * The error handler turns them into `{ detail }`; anything else becomes a plain 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export class BadRequestError extends HttpError {
  constructor(detail: string) {
    super(400, detail);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(detail = 'Not authenticated') {
    super(401, detail);
  }
}
export class ForbiddenError extends HttpError {
  constructor(detail: string) {
    super(403, detail);
  }
}
/** Also used for things that exist but belong to someone else: their existence is not revealed. */
export class NotFoundError extends HttpError {
  constructor(detail = 'Not found') {
    super(404, detail);
  }
}
/** 429 with the seconds to wait, sent as Retry-After. */
export class TooManyAttemptsError extends HttpError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, detail);
  }
}
export class ConflictError extends HttpError {
  constructor(detail: string) {
    super(409, detail);
  }
}
