/**
 * The offline engine's judge against the labelled set (`bun bench/offline-judge.ts`): each case
 * judged as a test run judges it (a next reply alone, a simulation's whole transcript, through
 * `judge` of the agent runtime on the local engine), and its agreement with the labels, overall
 * and per tag. Goals: at least 85% agreement, and no pass at all among the cases whose agent
 * shares no content with the condition. Every case that disagrees is printed with its rationale.
 */
import { LABEL_TAGS, scoreLabelledSet } from "../libs/agent-runtime/src/judge-labelled-set.ts";
import { createLocalLanguageModel, priceTable } from "../libs/llm/src/index.ts";
import { type Goal, reportGoals } from "./lib/goals.ts";

const model = createLocalLanguageModel({ defaultModel: "vendor-a-5-mini", prices: priceTable() });
const score = await scoreLabelledSet(model);
const percent = (agreeing: number, cases: number) => (cases === 0 ? 0 : (100 * agreeing) / cases);

console.log(`${score.verdicts.length} labelled cases\n`);
console.log("tag                  cases  agreeing");
for (const tag of LABEL_TAGS) {
  const { cases, agreeing } = score.byTag[tag];
  console.log(`${tag.padEnd(20)} ${String(cases).padStart(5)}  ${percent(agreeing, cases).toFixed(1).padStart(7)}%`);
}
for (const kind of ["next_reply", "simulation"] as const) {
  const of = score.verdicts.filter((v) => v.case.kind === kind);
  const agreeing = of.filter((v) => v.agrees).length;
  console.log(
    `${kind.padEnd(20)} ${String(of.length).padStart(5)}  ${percent(agreeing, of.length).toFixed(1).padStart(7)}%`,
  );
}

const disagreeing = score.verdicts.filter((v) => !v.agrees);
if (disagreeing.length > 0) {
  console.log("\nDisagreements (label → verdict):");
  for (const v of disagreeing)
    console.log(`- ${v.case.id} [${v.case.tag}] ${v.case.expected} → ${v.status}: ${v.rationale}`);
}
console.log("");

const noShared = score.byTag.no_shared_content.cases;
const goals: Goal[] = [
  {
    name: "offline judge, agreement with the labelled set",
    value: 100 * score.agreement,
    unit: "%",
    op: ">=",
    target: 85,
  },
  {
    name: "offline judge, passes among the cases sharing no content",
    value: percent(score.passesWithoutSharedContent, noShared),
    unit: "%",
    op: "<=",
    target: 0,
  },
];
reportGoals(goals);
