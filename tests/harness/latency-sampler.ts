/**
 * Times requests to a server from a process of its own, so that a pause of the process that runs
 * the test (its collector, after hundreds of suites in one `bun test`) is not read as the server's.
 *
 * Run as a script with `SAMPLER_TARGETS`, a JSON list of `{ url, headers }`. It requests each
 * target in turn, 5 ms apart, until a line arrives on its standard input, then prints one line of
 * JSON: per target, the milliseconds of every answer, and any answer that was not 200.
 * `startLatencySampler` runs it from a test.
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

/** Starts the sampler in a child process; resolves once its first round of requests is done. */
export async function startLatencySampler(targets: SamplerTarget[]): Promise<LatencySampler> {
  const child = Bun.spawn(["bun", import.meta.path], {
    env: { ...process.env, SAMPLER_TARGETS: JSON.stringify(targets) },
    stdin: "pipe",
    stdout: "pipe",
    stderr: "inherit",
  });
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  const nextLine = async (): Promise<string> => {
    while (!buffered.includes("\n")) {
      const { value, done } = await lines.read();
      if (done) throw new Error(`the latency sampler ended (exit ${await child.exited}) before it answered`);
      buffered += value;
    }
    const end = buffered.indexOf("\n");
    const line = buffered.slice(0, end);
    buffered = buffered.slice(end + 1);
    return line;
  };
  if ((await nextLine()) !== "sampling") throw new Error("the latency sampler did not start");
  return {
    async stop() {
      child.stdin.write("stop\n");
      await child.stdin.end();
      const result = JSON.parse(await nextLine()) as SamplerResult;
      await child.exited;
      return result;
    },
  };
}

async function sample(targets: SamplerTarget[]): Promise<void> {
  const millis: number[][] = targets.map(() => []);
  const failures: string[] = [];
  let stopped = false;
  (async () => {
    for await (const _ of Bun.stdin.stream()) break;
    stopped = true;
  })();
  let first = true;
  while (!stopped) {
    for (const [index, target] of targets.entries()) {
      const started = performance.now();
      const response = await fetch(target.url, { headers: target.headers });
      await response.arrayBuffer();
      millis[index]!.push(performance.now() - started);
      if (response.status !== 200) failures.push(`${response.status} ${target.url}`);
    }
    if (first) console.log("sampling");
    first = false;
    await Bun.sleep(5);
  }
  console.log(JSON.stringify({ millis, failures } satisfies SamplerResult));
}

if (import.meta.main) await sample(JSON.parse(process.env.SAMPLER_TARGETS ?? "[]") as SamplerTarget[]);
