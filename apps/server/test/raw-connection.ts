import { once } from 'node:events';
import net from 'node:net';

export interface RawConnection {
  socket: net.Socket;
  /** Everything received so far, as text. */
  received(): string;
  /** Milliseconds from connecting until the connection closed. */
  closed: Promise<number>;
}

/** A plain TCP connection to a listening app, for what a client library would not send (slow, cut or broken requests). */
export async function openRawConnection(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const connectedAt = performance.now();
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - connectedAt)));
  return { socket, received: () => text, closed };
}

/** The status of each answer in a connection's text (a status line follows the previous body directly, without a line break). */
export const statusCodesIn = (text: string): number[] => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
