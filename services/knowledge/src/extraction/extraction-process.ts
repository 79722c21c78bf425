/**
 * The entry of an extraction process (`createExtractionPool` starts it, with the nice value to
 * run at as its argument): once loaded it says so, then takes one task at a time from its parent
 * over IPC and answers each with its outcome. It holds no secret and opens no socket; when its
 * parent goes away, so does it.
 */
import { type ExtractionTask, runExtractionTask } from "./extraction-task.ts";
import { lowerEveryThreadTo } from "./process-priority.ts";

const nice = Number(process.argv[2]);
if (Number.isInteger(nice)) lowerEveryThreadTo(nice);

process.on("message", async (task: ExtractionTask) => {
  process.send?.(await runExtractionTask(task));
});
process.on("disconnect", () => process.exit(0));
// The pool measures a task's memory from here: what loading took is not the task's.
process.send?.({ ready: true });
