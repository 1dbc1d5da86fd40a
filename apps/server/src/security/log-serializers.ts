/**
 * What an error may put in the log: its type, a message and the stack, never the values of a
 * database query (diary text, password hashes, tokens travel as SQL parameters). Drizzle's query
 * errors carry the SQL and its parameters in their message and fields; PostgreSQL's own messages
 * can quote a value too, so a database error keeps only its code, constraint and the query's shape.
 */
type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  statusCode?: number;
  [key: string]: unknown;
};

const QUERY_PARAMS = /\nparams: [\s\S]*$/;

export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-error value was thrown', stack: '' };
  const fields = error as Error & { query?: string; params?: unknown; cause?: unknown; code?: unknown; constraint?: unknown; statusCode?: unknown };
  const cause = fields.cause as { code?: unknown; constraint?: unknown } | undefined;
  const isDatabaseError = typeof fields.query === 'string' || fields.params !== undefined || typeof cause?.code === 'string';
  if (isDatabaseError) {
    const query = typeof fields.query === 'string' ? fields.query.slice(0, 300) : undefined;
    return {
      type: error.name,
      message: `database query failed${query ? `: ${query}` : ''} (values withheld)`,
      ...(typeof cause?.code === 'string' ? { code: cause.code } : typeof fields.code === 'string' ? { code: fields.code } : {}),
      ...(typeof cause?.constraint === 'string' ? { constraint: cause.constraint } : {}),
      stack: stackFrames(error.stack ?? ''),
    };
  }
  return {
    type: error.name,
    message: error.message.replace(QUERY_PARAMS, ''),
    stack: stackFrames(error.stack ?? ''),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.statusCode === 'number' ? { statusCode: fields.statusCode } : {}),
  };
}

/** The stack without its first line, which repeats the message (and with it any value). */
const stackFrames = (stack: string): string =>
  stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
