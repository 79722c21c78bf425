/**
 * The labelled set of verdicts (`judge-labelled-set.json`): conversations with a condition and
 * the verdict a careful reader gives, judged the way test runs judge them, so that a judge's
 * agreement with people can be measured (`bench/offline-judge.ts`) and held (its unit test).
 */
import type { LanguageModel } from "@cx/llm";
import labelled from "./judge-labelled-set.json" with { type: "json" };
import type { TranscriptTurn } from "./simulated-user.ts";
import { judge } from "./verdict.ts";

export const LABEL_TAGS = ["clear_pass", "clear_fail", "near_miss", "no_shared_content"] as const;
export type LabelTag = (typeof LABEL_TAGS)[number];

export interface LabelledCase {
  id: string;
  /** `next_reply`: the last agent turn is the reply judged; `simulation`: the whole transcript is. */
  kind: "next_reply" | "simulation";
  /** `no_shared_content`: the agent's messages share no content word with the condition. */
  tag: LabelTag;
  expected: "success" | "failure";
  condition: string;
  transcript: TranscriptTurn[];
  success_examples?: string[];
  failure_examples?: string[];
  note?: string;
}

export const LABELLED_CASES = labelled.cases as LabelledCase[];

export interface LabelledVerdict {
  case: LabelledCase;
  status: "success" | "failure";
  rationale: string;
  agrees: boolean;
}

/** A case judged as its kind of test run judges it: the reply alone, or the whole transcript. */
export async function judgeLabelledCase(model: LanguageModel, item: LabelledCase): Promise<LabelledVerdict> {
  const reply = item.transcript.at(-1);
  if (item.kind === "next_reply" && reply?.role !== "agent") {
    throw new Error(`labelled case ${item.id}: a next reply case ends with the agent's reply`);
  }
  const { evaluation } = await judge(model, {
    model: "",
    condition: item.condition,
    subject: item.kind === "next_reply" ? reply!.text : item.transcript,
    ...(item.success_examples ? { successExamples: item.success_examples } : {}),
    ...(item.failure_examples ? { failureExamples: item.failure_examples } : {}),
  });
  return {
    case: item,
    status: evaluation.status,
    rationale: evaluation.rationale,
    agrees: evaluation.status === item.expected,
  };
}

export interface LabelledSetScore {
  verdicts: LabelledVerdict[];
  /** Share of the cases whose verdict is the label, 0..1. */
  agreement: number;
  byTag: Record<LabelTag, { cases: number; agreeing: number }>;
  /** Passes among the cases whose agent shares no content with the condition: must be none. */
  passesWithoutSharedContent: number;
}

export async function scoreLabelledSet(
  model: LanguageModel,
  cases: readonly LabelledCase[] = LABELLED_CASES,
): Promise<LabelledSetScore> {
  const verdicts: LabelledVerdict[] = [];
  for (const item of cases) verdicts.push(await judgeLabelledCase(model, item));
  const byTag = Object.fromEntries(LABEL_TAGS.map((tag) => [tag, { cases: 0, agreeing: 0 }])) as Record<
    LabelTag,
    { cases: number; agreeing: number }
  >;
  for (const v of verdicts) {
    byTag[v.case.tag].cases++;
    if (v.agrees) byTag[v.case.tag].agreeing++;
  }
  return {
    verdicts,
    agreement: verdicts.filter((v) => v.agrees).length / Math.max(1, verdicts.length),
    byTag,
    passesWithoutSharedContent: verdicts.filter((v) => v.case.tag === "no_shared_content" && v.status === "success")
      .length,
  };
}
