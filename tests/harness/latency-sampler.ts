/**
 * Times requests to a server from a process of its own, so that a pause of the process that runs
 * the test (its collector, after hundreds of suites in one `bun test`) is not read as the server's.
 *
 * `startLatencySampler` runs this file as a child, which talks to its parent over IPC, as the
 * extraction processes do: given the targets, it requests each in turn, 5 ms apart, says when its
 * first round is done, and sends what it measured once told to stop (or its parent goes away).
 */
export interface SamplerTarget {
  url: string;
  headers?: Record<string, string>;
}

export interface SamplerResult {
  /** Per target, in the order given, the milliseconds each answer took. */
  millis: number[][];
  /** Answers other than 200, as `<status> <url>`. */
  failures: string[];
}

export interface LatencySampler {
  /** Stops sampling and gives what was measured. */
  stop(): Promise<SamplerResult>;
}

type FromSampler = { sampling: true } | { result: SamplerResult };

/** Starts the sampler in a child process; resolves once its first round of requests is done. */
export async function startLatencySampler(targets: SamplerTarget[]): Promise<LatencySampler> {
  const sampling = Promise.withResolvers<void>();
  const result = Promise.withResolvers<SamplerResult>();
  const child = Bun.spawn(["bun", import.meta.path], {
    stdio: ["ignore", "inherit", "inherit"],
    ipc: (message: FromSampler) => {
      if ("sampling" in message) sampling.resolve();
      else result.resolve(message.result);
    },
  });
  void child.exited.then((code) => {
    const ended = new Error(`the latency sampler ended (exit ${code}) before it answered`);
    sampling.reject(ended);
    result.reject(ended);
  });
  child.send(targets);
  await sampling.promise;
  return {
    async stop() {
      child.send("stop");
      const measured = await result.promise;
      await child.exited;
      return measured;
    },
  };
}

async function sample(targets: SamplerTarget[]): Promise<void> {
  const millis: number[][] = targets.map(() => []);
  const failures: string[] = [];
  let stopped = false;
  process.on("message", () => {
    stopped = true;
  });
  process.on("disconnect", () => {
    stopped = true;
  });
  for (let round = 0; !stopped; round++) {
    for (const [index, target] of targets.entries()) {
      const started = performance.now();
      const response = await fetch(target.url, { headers: target.headers });
      await response.arrayBuffer();
      millis[index]!.push(performance.now() - started);
      if (response.status !== 200) failures.push(`${response.status} ${target.url}`);
    }
    if (round === 0) process.send?.({ sampling: true } satisfies FromSampler);
    await Bun.sleep(5);
  }
  process.send?.({ result: { millis, failures } } satisfies FromSampler);
  process.disconnect?.();
}

if (import.meta.main) process.once("message", (targets: SamplerTarget[]) => void sample(targets));
