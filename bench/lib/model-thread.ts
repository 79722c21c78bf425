/**
 * The project's OpenAI-compatible test server on a thread of its own: a benchmark running the
 * platform in its own process would otherwise answer every model call on the platform's thread.
 * Its requests can be held until released, to start a measure at a moment of the bench's choosing.
 */
import type { ScriptedAnswer } from "@cx/llm/testing";
import type { ModelThreadRequest } from "./model-thread-worker.ts";

type Request =
  | { kind: "enqueue"; answers: ScriptedAnswer[] }
  | { kind: "hold" }
  | { kind: "release" }
  | { kind: "reset" }
  | { kind: "stop" };

export class ModelThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, () => void>();
  #next = 0;

  private constructor(
    worker: Worker,
    readonly url: string,
  ) {
    this.#worker = worker;
    worker.onmessage = (event: MessageEvent<{ id: number }>) => {
      this.#waiting.get(event.data.id)?.();
      this.#waiting.delete(event.data.id);
    };
  }

  static start(): Promise<ModelThread> {
    const worker = new Worker(new URL("./model-thread-worker.ts", import.meta.url).href);
    return new Promise((resolve, reject) => {
      worker.onerror = (event) => reject(new Error(`the model's thread failed: ${event.message}`));
      worker.onmessage = (event: MessageEvent<{ url: string }>) => resolve(new ModelThread(worker, event.data.url));
    });
  }

  /** Answers the next requests as the test server's `enqueue` does, once the thread has them. */
  enqueue(...answers: ScriptedAnswer[]): Promise<void> {
    return this.#send({ kind: "enqueue", answers });
  }

  /** Holds every request from now on, unanswered, until `release`. */
  hold(): Promise<void> {
    return this.#send({ kind: "hold" });
  }

  /** Answers the held requests, and the next ones as they come. */
  release(): Promise<void> {
    return this.#send({ kind: "release" });
  }

  reset(): Promise<void> {
    return this.#send({ kind: "reset" });
  }

  async stop(): Promise<void> {
    await this.#send({ kind: "stop" });
    this.#worker.terminate();
  }

  #send(request: Request): Promise<void> {
    const id = this.#next++;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.#worker.postMessage({ id, ...request } satisfies ModelThreadRequest);
    });
  }
}
