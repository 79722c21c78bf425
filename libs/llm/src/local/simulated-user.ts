import type { ChatMessage } from "../port.ts";
import { sentences, similarity } from "./lexical.ts";

/** The simulated user says goodbye at the latest at this turn (0-based), whatever the scenario. */
const LAST_TURN = 4;
const AGENT_FAREWELL = /\b(goodbye|bye)\b/i;
const THANKS = "Thanks, that helps.";
const GOODBYE = "Thank you, goodbye!";

const SUBJECT = /^(?:the\s+)?(?:user|customer|caller|client|visitor|person)\b|^you\b/i;

/** Third-person verb forms after the subject, made first-person. */
function firstPersonVerb(word: string): string {
  const lower = word.toLowerCase();
  const irregular: Record<string, string> = { is: "am", are: "am", has: "have", does: "do", was: "was", goes: "go" };
  if (irregular[lower]) return irregular[lower];
  if (/ies$/.test(lower) && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(lower)) return lower.slice(0, -2);
  if (/[^s]s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** "The customer wants a refund for their order." → "I want a refund for my order." */
export function inFirstPerson(sentence: string): string {
  let text = sentence.trim();
  const subject = SUBJECT.exec(text);
  if (subject) {
    const rest = text.slice(subject[0].length).trimStart();
    const [verb = "", ...tail] = rest.split(/\s+/);
    text = ["I", firstPersonVerb(verb), ...tail].filter(Boolean).join(" ");
  }
  text = text
    .replace(/\b(their|his|her|your)\b/gi, "my")
    .replace(/\b(themselves|himself|herself|yourself)\b/gi, "myself")
    .replace(/\b(they|he|she)\b/gi, "I");
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The simulated user's next line, from the scenario and the conversation so far: the scenario's
 * sentences (first person), each said once, the one that best answers the agent's question
 * first, else in order; a thank-you when they run out, then a goodbye (at the latest at turn
 * 4, or as soon as the agent says goodbye). The messages are those a provider would see when
 * playing the user: its own earlier lines are `assistant` messages, the agent's are `user` ones.
 */
export function simulatedUserLine(scenario: string, messages: readonly ChatMessage[]): string {
  const ownLines = messages.flatMap((m) =>
    m.role === "assistant" && m.content ? [m.content.replace(/^Hi! /, "")] : [],
  );
  const turn = messages.filter((m) => m.role === "assistant").length;
  const lastAgentLine = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  if (turn >= LAST_TURN || (turn > 0 && AGENT_FAREWELL.test(lastAgentLine))) return GOODBYE;
  const unsaid = sentences(scenario)
    .map(inFirstPerson)
    .filter((line) => !ownLines.includes(line));
  if (turn === 0) return unsaid[0] ? `Hi! ${unsaid[0]}` : "Hi!";
  if (unsaid.length > 0) {
    const asked = lastAgentLine.includes("?");
    const answer = asked
      ? unsaid
          .map((line, order) => ({ line, order, score: similarity(line, lastAgentLine) }))
          .sort((a, b) => b.score - a.score || a.order - b.order)[0]!.line
      : unsaid[0]!;
    return answer;
  }
  return ownLines.includes(THANKS) ? GOODBYE : THANKS;
}
