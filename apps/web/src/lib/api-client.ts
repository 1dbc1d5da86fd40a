import type { z } from 'zod';
import type { FieldError } from '@cephalo/shared/errors';
import { PATIENT_TOTAL_HEADER } from '@cephalo/shared/patient-order';
import { getAuthState } from './auth-storage';
import { browserTimeZone } from './browser-time-zone';

/** Every API call goes under /api on the host that serves the app (decisions.md, Accounts). */
export const API_BASE = '/api';

/**
 * The name `TIME_ZONE_HEADER` of @cephalo/shared/chat, spelled out here because that module
 * brings zod with it and /login shows without the validation library.
 */
const TIME_ZONE_HEADER = 'x-time-zone';

/**
 * A non-2xx answer of the API, with the server's `detail` when it sent one and, for a refused
 * form, each field's message (`fieldErrors`), which the form shows under that field.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly fieldErrors: FieldError[];

  constructor(status: number, detail: string | null, fieldErrors: FieldError[] = []) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** `multipart` is for file uploads; the browser writes its Content-Type with the boundary. */
type Body = { json: unknown } | { form: Record<string, string> } | { multipart: FormData };

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  signal?: AbortSignal | undefined;
  /** Extra request headers, such as the Accept of a streamed answer. */
  headers?: Record<string, string>;
}

let onUnauthorized: () => void = () => undefined;

/**
 * The app decides what a rejected token means (log out and go to /login); it registers that here
 * because this module cannot import the router without a cycle.
 */
export const setUnauthorizedHandler = (handler: () => void): void => {
  onUnauthorized = handler;
};

const encodeBody = (body: Body | undefined): { headers: Record<string, string>; payload?: BodyInit } => {
  if (body === undefined) return { headers: {} };
  if ('multipart' in body) return { headers: {}, payload: body.multipart };
  if ('form' in body) {
    return {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body.form),
    };
  }
  return { headers: { 'Content-Type': 'application/json' }, payload: JSON.stringify(body.json) };
};

/**
 * The `detail` of an error answer, or null when the body is not the API's error shape. The schema
 * (and zod with it) loads with the first error: every screen imports this module, and /login
 * shows without the validation library.
 */
export const readErrorDetail = async (response: Response): Promise<string | null> => (await readErrorBody(response)).detail;

/** The `detail` and the per-field `errors` of an error answer (both empty when the body is not the API's error shape). */
export const readErrorBody = async (response: Response): Promise<{ detail: string | null; errors: FieldError[] }> => {
  try {
    const [body, { ErrorResponseSchema }] = await Promise.all([response.json() as Promise<unknown>, import('@cephalo/shared/errors')]);
    const parsed = ErrorResponseSchema.safeParse(body);
    return parsed.success ? { detail: parsed.data.detail, errors: parsed.data.errors ?? [] } : { detail: null, errors: [] };
  } catch {
    return { detail: null, errors: [] };
  }
};

/**
 * Sends a request under /api with the bearer token and returns the answer as it is, for bodies
 * that are not JSON (the streamed chat answer). A rejected token still ends the session.
 */
export const apiFetch = async (path: string, { method = 'GET', body, signal, headers: extraHeaders = {} }: ApiRequestOptions = {}): Promise<Response> => {
  const { token } = getAuthState();
  const { headers, payload } = encodeBody(body);
  if (token) headers.Authorization = `Bearer ${token}`;
  headers.Accept = 'application/json';
  headers[TIME_ZONE_HEADER] = browserTimeZone();
  // The interface language (language-store.ts sets <html lang>): the server words its `detail`s and mails in it (decision 030).
  if (typeof document !== 'undefined' && document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  // The caller's headers win, so a stream can ask for text/plain.
  Object.assign(headers, extraHeaders);

  const response = await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal: signal ?? null });
  // Only a rejected token ends the session; a 401 of the login form is a wrong password.
  if (response.status === 401 && token) onUnauthorized();
  return response;
};

/** Like apiRequest, with the answer's headers too (the total of a page of a list). */
const apiRequestWithHeaders = async <T>(path: string, schema: z.ZodType<T>, options: ApiRequestOptions = {}): Promise<{ data: T; headers: Headers }> => {
  const response = await apiFetch(path, options);
  if (!response.ok) {
    const { detail, errors } = await readErrorBody(response);
    throw new ApiError(response.status, detail, errors);
  }
  const data: unknown = response.status === 204 ? null : await response.json();
  return { data: schema.parse(data), headers: response.headers };
};

/**
 * One page of a list the server pages, with how many match on all pages (its x-total-count
 * header). A missing header (an older server) is not a count of 0: the page's length stands in.
 */
export const apiRequestPage = async <T>(path: string, schema: z.ZodType<T[]>, options: ApiRequestOptions = {}): Promise<{ items: T[]; total: number }> => {
  const { data, headers } = await apiRequestWithHeaders(path, schema, options);
  const header = headers.get(PATIENT_TOTAL_HEADER);
  const total = header === null ? Number.NaN : Number(header);
  return { items: data, total: Number.isInteger(total) ? total : data.length };
};

/** Fetches `path` under /api with the bearer token and parses the answer with `schema`. */
export const apiRequest = async <T>(path: string, schema: z.ZodType<T>, options: ApiRequestOptions = {}): Promise<T> =>
  (await apiRequestWithHeaders(path, schema, options)).data;
