/**
 * Resolves in a new task, so the main thread is free in between (a click or a frame can go
 * first). A message, not a timer: nested timers are clamped to 4 ms.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
