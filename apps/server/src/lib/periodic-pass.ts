// A pass that runs every so often on the running server (the billing scheduler, the WhatsApp outbox's sender):
// main.ts starts it, tests call the pass themselves. One pass at a time: a slow pass is not overlapped by the
// next, and stopping waits for the pass under way.
export interface PeriodicPass {
  start(): void;
  stop(): Promise<void>;
}

export function periodicPass(pass: () => Promise<unknown>, intervalMs: number, log: (error: unknown) => void): PeriodicPass {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = pass()
          .catch(log)
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
