/**
 * AMQP topic matching, so the in-process adapter routes exactly like a RabbitMQ topic exchange:
 * words are separated by dots, `*` matches exactly one word and `#` matches zero or more words.
 */

export function topicMatches(pattern: string, topic: string): boolean {
  return matchWords(pattern.split("."), 0, topic.split("."), 0);
}

function matchWords(pattern: string[], p: number, topic: string[], t: number): boolean {
  if (p === pattern.length) return t === topic.length;
  const word = pattern[p];
  if (word === "#") {
    // Collapse runs of `#`: `#.#` means the same as `#` and would otherwise cost exponential backtracking.
    let next = p + 1;
    while (pattern[next] === "#") next++;
    if (next === pattern.length) return true;
    for (let skip = t; skip <= topic.length; skip++) {
      if (matchWords(pattern, next, topic, skip)) return true;
    }
    return false;
  }
  if (t === topic.length) return false;
  return (word === "*" || word === topic[t]) && matchWords(pattern, p + 1, topic, t + 1);
}

/** Topics a publisher may use: non-empty dot-separated words, no wildcards (they only mean something in bindings). */
export function assertValidTopic(topic: string): void {
  if (topic.length === 0 || topic.length > 255) throw new Error(`invalid topic "${topic}": must be 1-255 characters`);
  if (topic.split(".").some((word) => word === "*" || word === "#")) {
    throw new Error(`invalid topic "${topic}": wildcards are only allowed in subscriptions`);
  }
}

export function assertValidPattern(pattern: string): void {
  if (pattern.length === 0 || pattern.length > 255)
    throw new Error(`invalid topic pattern "${pattern}": must be 1-255 characters`);
}
