// The instance's clock for subscriptions: every tick it runs the due ones (runDueSubscriptions), one pass at a time,
// and on close it stops claiming and waits for the run in hand.
import { type DeliveryRunDeps, runDueSubscriptions } from './delivery-run.js';

export interface SubscriptionScheduler {
  /** One pass now (the tick's work); a pass already running is awaited instead of starting a second. */
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

/** What the app lets its starter (tests) do with the scheduler once it runs. */
export interface SubscriptionControl {
  runNow?: () => Promise<number>;
}

export function startSubscriptionScheduler(deps: DeliveryRunDeps, tickMs: number): SubscriptionScheduler {
  let running: Promise<number> | undefined;
  let stopped = false;
  const runNow = (): Promise<number> => {
    running ??= runDueSubscriptions(deps, () => stopped)
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'subscription run failed');
        return 0;
      })
      .finally(() => { running = undefined; });
    return running;
  };
  const timer = setInterval(() => { if (!stopped) void runNow(); }, tickMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
