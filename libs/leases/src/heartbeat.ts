/**
 * Jobs owned by a lease (a token and an expiry in the job's own document) are taken over by
 * another worker once the lease lapses. A worker renews its lease every third of it while the
 * job runs, whatever step it is in, so that a lease only lapses when its worker is gone.
 */

export interface LeaseHeartbeat {
  stop(): void;
}

/** The ISO time `ms` after `now`: a lease's expiry as stored beside the job. */
export function isoAfter(ms: number, now: Date = new Date()): string {
  return new Date(now.getTime() + ms).toISOString();
}

/**
 * Calls `renew` every third of `leaseMs` until stopped. A renewal that fails (the store did not
 * answer) is reported to `onError` and tried again next time; a renewal that answers false (the
 * lease was taken over) is reported to `onLost`, once, and renewals stop.
 */
export function startLeaseHeartbeat(options: {
  leaseMs: number;
  renew: () => Promise<boolean>;
  onError: (error: unknown) => void;
  onLost?: () => void;
}): LeaseHeartbeat {
  let stopped = false;
  const timer = setInterval(
    () => {
      options
        .renew()
        .then((held) => {
          if (held || stopped) return;
          stopped = true;
          clearInterval(timer);
          options.onLost?.();
        })
        .catch(options.onError);
    },
    Math.max(50, Math.floor(options.leaseMs / 3)),
  );
  timer.unref?.();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
