/**
 * Progress while runs finish: a bar on a terminal, otherwise one line per finished run (what a CI
 * log keeps). Both write to standard error, so that `--json` leaves standard output to the JSON.
 */
import { Presets, SingleBar } from "cli-progress";
import { formatCost, runLabel, TERMINAL } from "./outcomes.ts";
import type { Invocation, RunSummary } from "./shapes.ts";

export interface Progress {
  /** A run changed; returns whether it was news (a run not seen finished before). */
  update(run: RunSummary): boolean;
  finish(): void;
}

export interface Output {
  write(text: string): void;
  isTTY?: boolean;
}

export function createProgress(invocation: Invocation, stderr: Output): Progress {
  const names = new Map(invocation.summary?.map((entry) => [entry.invocation_item_id, entry.test_name]) ?? []);
  const total = invocation.test_ids.length * invocation.repeat_count;
  const finished = new Map<string, string>();
  const counts = { passed: 0, failed: 0 };
  const bar = stderr.isTTY
    ? new SingleBar(
        {
          format: "{bar} {value}/{total} runs | {passed} passed, {failed} not passed",
          stream: stderr as unknown as NodeJS.WritableStream,
          hideCursor: true,
          clearOnComplete: false,
        },
        Presets.shades_classic,
      )
    : undefined;
  bar?.start(total, 0, counts);
  return {
    update(run) {
      if (!TERMINAL.has(run.status) || finished.get(run.id) === run.status) return false;
      finished.set(run.id, run.status);
      if (run.status === "passed") counts.passed++;
      else counts.failed++;
      const label = runLabel(names.get(run.invocation_item_id) ?? run.invocation_item_id, run, invocation.repeat_count);
      if (bar) bar.update(finished.size, counts);
      else
        stderr.write(
          `${run.status.padEnd(11)} ${label}  ${formatCost(run.cost_usd)}  ${run.input_tokens}/${run.output_tokens} tokens\n`,
        );
      return true;
    },
    finish() {
      bar?.stop();
    },
  };
}
