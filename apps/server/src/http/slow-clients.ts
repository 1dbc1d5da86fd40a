import type http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Node's and Fastify's limits for slow clients, from REQUEST_TIMEOUT_SECONDS (spread into
 * Fastify()). Without them a body trickled one byte every few seconds held its connection for
 * minutes (issue 37: 130 of 210 connections from one client still open after 150 s).
 */
export function slowClientTimeouts(requestTimeoutSeconds: number) {
  const requestTimeout = requestTimeoutSeconds * 1000;
  return {
    // A request's headers and body, from its first byte: after that Node answers 408 and closes.
    // A request once received is not limited: a streamed chat answer takes as long as it takes.
    requestTimeout,
    // A connection without any traffic for this long: closeSilentConnections decides which close.
    connectionTimeout: requestTimeout,
    // Between two requests on one connection; above the 60 s idle time of common load
    // balancers, so this server never closes a connection that a proxy is about to reuse.
    keepAliveTimeout: 72_000,
    http: {
      headersTimeout: Math.min(10_000, requestTimeout),
      requestTimeout,
      // How often Node looks for requests over those two limits (30 s by default, which would
      // let a slow request live almost twice its limit).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(requestTimeout / 4)),
    },
  } satisfies { requestTimeout: number; connectionTimeout: number; keepAliveTimeout: number; http: http.ServerOptions };
}

/**
 * Node destroys a connection that has been silent for `connectionTimeout`, even while the app is
 * still working on its answer (a model's first words, a speech recognition). This keeps those and
 * closes the others: a connection that never sent a request, one idle between requests, and a
 * client that stopped reading its answer (bytes are waiting to be sent to it).
 */
export function closeSilentConnections(server: http.Server): void {
  const answersUnderWay = new WeakMap<Socket, number>();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    answersUnderWay.set(socket, (answersUnderWay.get(socket) ?? 0) + 1);
    response.once('close', () => answersUnderWay.set(socket, (answersUnderWay.get(socket) ?? 1) - 1));
  });
  server.on('timeout', (socket: Socket) => {
    const isAppWorking = (answersUnderWay.get(socket) ?? 0) > 0 && socket.writableLength === 0;
    if (!isAppWorking) socket.destroy();
  });
}

const CLIENT_ERRORS: Record<string, readonly [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request did not arrive in time: send it again.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
};
const NOT_HTTP = [400, 'Bad Request', 'The request is not valid HTTP/1.1.'] as const;

/**
 * Fastify's clientErrorHandler: what Node refuses before any route sees it (a request over the
 * time limit, broken HTTP) is answered `{ detail }` like every other error. Only the error code is
 * logged: Node's parse errors carry the raw bytes received.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    socket.destroy();
    return;
  }
  const [status, reason, detail] = CLIENT_ERRORS[error.code ?? ''] ?? NOT_HTTP;
  this.log.debug({ code: error.code, status }, 'request refused before routing');
  // Only when no answer has started on this connection: a second one would corrupt it.
  const answer = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (socket.writable && !answer?.headersSent) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
