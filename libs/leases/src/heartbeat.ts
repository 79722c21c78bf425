/**
 * Keeps a lease while work runs: `renew` every `everyMs` (a third of the lease is the usual
 * choice, so one missed beat does not lose it). When `renew` answers false the lease belongs to
 * someone else now (taken over, cancelled, deleted): `onLost` runs once and the beats stop. A
 * renewal that throws (the store briefly unreachable) is reported and tried again next beat.
 */
export interface HeartbeatOptions {
  everyMs: number;
  renew: () => Promise<boolean>;
  onLost?: () => void;
  onError?: (error: unknown) => void;
}

export interface Heartbeat {
  /** Renews now (at a step boundary, say); false once the lease is lost. */
  beat(): Promise<boolean>;
  readonly lost: boolean;
  stop(): void;
}

export function startHeartbeat(options: HeartbeatOptions): Heartbeat {
  let lost = false;
  let stopped = false;
  const beat = async (): Promise<boolean> => {
    if (lost || stopped) return !lost;
    try {
      if (!(await options.renew())) {
        lost = true;
        clearInterval(timer);
        options.onLost?.();
      }
    } catch (error) {
      options.onError?.(error);
    }
    return !lost;
  };
  const timer = setInterval(() => void beat(), Math.max(10, options.everyMs));
  timer.unref?.();
  return {
    beat,
    get lost() {
      return lost;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
