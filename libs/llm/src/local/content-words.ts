/**
 * Content words for the offline judge: what a condition asks for and what an agent said, reduced
 * to stems that carry meaning, each weighed by how much it says. The weights come from a fixed
 * reference built into the code (the words every conversation is full of weigh little), never
 * from the texts being judged, so a verdict does not depend on anything but its own input.
 */
import { STOP_WORDS, sentences, stem, words } from "./lexical.ts";

/**
 * Words that name the parties or the act of speaking. A condition is written about "the agent"
 * who "says" or "explains" something; only the something can be found in what the agent said.
 */
const FRAME_WORDS = new Set(
  (
    "agent agents assistant bot bots user users customer customers caller callers client person human humans " +
    "they he she him her his hers himself herself themselves myself ourselves itself yourself whom whose " +
    "say says said saying tell tells told telling mention mentions mentioned mentioning state states stated " +
    "explain explains explained explaining answer answers answered respond responds responded response responses " +
    "reply replies replied message messages conversation transcript turn turns ask asks asked asking " +
    "inform informs informed talk talks talked speak speaks spoke discuss discusses describe describes described " +
    "clarify clarifies clarified express expresses expressed acknowledge acknowledges acknowledged " +
    "should must may might shall ought being having doing done does don doesn didn isn aren wasn weren won " +
    "couldn shouldn wouldn haven hasn hadn ll ve re d s t m all any each every both more most other such only " +
    "own same again further once here out up down off over under after before during while because until " +
    "against between through above below onto upon within via per whether either also still even ever"
  ).split(" "),
);

/**
 * A fixed reference of the commonest words of English and of service conversations: present in
 * most texts, they tell little about any one of them (a low inverse document frequency). They
 * count, at a third of a rarer word's weight.
 */
const COMMON_WORDS = new Set(
  (
    "time times year years way ways day days thing things man men world life hand part place case point " +
    "week weeks month months group number numbers problem problems fact issue issues question questions " +
    "information info detail details matter kind sort lot bit today tomorrow yesterday now soon later " +
    "get gets got getting make makes made making go goes went going gone come comes came coming take takes took " +
    "taken taking see sees saw seen look looks looked looking want wants wanted need needs needed give gives " +
    "gave given giving provide provides provided offer offers offered use uses used using find finds found " +
    "think thinks thought know knows knew known try tries tried trying feel leave left put keep kept let " +
    "seem seems show shows showed shown like likes liked work works worked working call calls called " +
    "help helps helped helping assist assists assisted assistance support supports service services " +
    "good great fine nice best better well right sure okay sorry please thanks welcome glad happy able " +
    "possible available certainly definitely really course just already always never sometimes often usually " +
    "new old first last next long little big small large high low early late different important " +
    "end ends start starts begin begins " +
    "something anything everything nothing someone anyone everyone somebody anybody one ones another " +
    "many much few several lot lots way able unable correct correctly appropriate appropriately relevant " +
    "clear clearly polite politely friendly helpful accurate accurately properly proper valid " +
    "request requests requested regarding related specific specifically certain general generally " +
    "check checks checked sure happen happens happened let lets wait waiting moment minute minutes hour hours " +
    "back ahead away else instead rather quite pretty enough almost maybe perhaps actually basically"
  ).split(" "),
);

/** Number words, so that "thirty days" and "30-day" meet ("one" is too often a pronoun). */
const NUMBERS: Record<string, string> = {
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
  thirteen: "13",
  fourteen: "14",
  fifteen: "15",
  sixteen: "16",
  seventeen: "17",
  eighteen: "18",
  nineteen: "19",
  twenty: "20",
  thirty: "30",
  forty: "40",
  fifty: "50",
  sixty: "60",
  seventy: "70",
  eighty: "80",
  ninety: "90",
  hundred: "100",
};

/** Words that turn a sentence into its opposite; "no problem" or "at no cost" do not. */
const NEGATIONS = new Set(
  "not no never cannot cant dont doesnt didnt wont isnt arent wasnt werent couldnt shouldnt wouldnt unable nothing none neither nor refuse refuses refused decline declines declined".split(
    " ",
  ),
);
/** The first half of a contraction that `words` splits at its apostrophe: "can't" is "can" + "t". */
const CONTRACTED = new Set(
  "can don doesn didn won isn aren wasn weren couldn shouldn wouldn haven hasn hadn ain".split(" "),
);
const NOT_NEGATING_AFTER_NO = new Set([
  "problem",
  "problems",
  "worries",
  "worry",
  "cost",
  "charge",
  "extra",
  "fee",
  "fees",
]);

const COMMON_WEIGHT = 1 / 3;
const RARE_WEIGHT = 1;
/** Figures and names are the most specific words a condition has (a period, a city, a product). */
const SPECIFIC_WEIGHT = 1.5;

/** Words that measure a figure: "30 days" is one fact, which "30 weeks" does not state. */
const UNITS = new Set(
  (
    "second seconds minute minutes hour hours day days week weeks month months year years am pm " +
    "dollar dollars usd euro euros eur pound pounds gbp cent cents percent kg km mile miles gb mb"
  ).split(" "),
);

/**
 * A stem folded further than `stem` does, for comparison only: a final plural "s" of a short
 * word, "ation", "ment" and "able", a final silent "e" and a doubled final consonant, so that
 * "days"/"day", "shipped"/"ship", "arrives"/"arrive", "payment"/"pay" and "cancelled"/"cancel" meet.
 */
export function fold(word: string): string {
  let term = stem(word);
  if (/^\d+$/.test(term)) return term;
  if (term.length > 3 && term.endsWith("s") && !/(ss|us|is)$/.test(term)) term = term.slice(0, -1);
  for (const suffix of ["ation", "ment", "able"]) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 3) {
      term = term.slice(0, -suffix.length);
      break;
    }
  }
  if (term.length > 4 && term.endsWith("e")) term = term.slice(0, -1);
  if (term.length > 4 && /[^aeiouy]y$/.test(term)) term = term.slice(0, -1);
  if (term.length > 3 && /([^aeiou])\1$/.test(term)) term = term.slice(0, -1);
  return term;
}

interface Token {
  /** Lower case, without accents; number words as figures. */
  word: string;
  /** As written (case kept), which tells a name. */
  written: string;
}

/** A sentence's words, number words as figures and "10am" as "10" "am". */
function tokens(sentence: string): Token[] {
  const written = sentence
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return written.flatMap((w) => {
    const lower = w.toLowerCase();
    const glued = /^(\d+)(\p{L}+)$/u.exec(lower);
    if (glued)
      return [
        { word: glued[1]!, written: glued[1]! },
        { word: glued[2]!, written: glued[2]! },
      ];
    return [{ word: NUMBERS[lower] ?? lower, written: w }];
  });
}

const isFigure = (word: string) => /^\d+$/.test(word);

/** The unit measuring the figure at `i` ("2 business days": day), and the index it is at. */
function unitAfter(list: readonly Token[], i: number): number | undefined {
  for (let j = i + 1; j <= i + 2 && j < list.length; j++) {
    const word = list[j]!.word;
    if (UNITS.has(word)) return j;
    if (isFigure(word)) return undefined;
  }
  return undefined;
}

const carriesContent = (word: string) =>
  !STOP_WORDS.has(word) && !FRAME_WORDS.has(word) && (word.length >= 2 || isFigure(word));

export interface ContentWord {
  /** The folded stem that texts are compared by; a measured figure is "30 day". */
  term: string;
  /** The word as first written, for rationales. */
  form: string;
  weight: number;
}

/**
 * The content words of a text, each once (its highest weight, its first written form), in order.
 * A figure and its unit are one word ("thirty days"); names (capitalised inside a sentence) and
 * figures weigh most, the commonest words least.
 */
export function contentWords(text: string): ContentWord[] {
  const found = new Map<string, ContentWord>();
  const add = (term: string, form: string, weight: number) => {
    const known = found.get(term);
    if (!known) found.set(term, { term, form, weight });
    else known.weight = Math.max(known.weight, weight);
  };
  for (const sentence of sentences(text)) {
    const list = tokens(sentence);
    const consumed = new Set<number>();
    for (const [i, { word, written }] of list.entries()) {
      if (consumed.has(i)) continue;
      if (isFigure(word)) {
        const unit = unitAfter(list, i);
        if (unit === undefined) add(word, written, SPECIFIC_WEIGHT);
        else {
          consumed.add(unit);
          add(`${word} ${fold(list[unit]!.word)}`, `${written} ${list[unit]!.written}`, SPECIFIC_WEIGHT);
        }
        continue;
      }
      if (!carriesContent(word)) continue;
      const name = i > 0 && /^\p{Lu}/u.test(written);
      const weight = name ? SPECIFIC_WEIGHT : COMMON_WORDS.has(word) || word.length <= 2 ? COMMON_WEIGHT : RARE_WEIGHT;
      add(fold(word), written, weight);
    }
  }
  return [...found.values()];
}

/** Whether a sentence says that something is not so: a negation or a refusal. */
export function isNegated(sentence: string): boolean {
  const list = words(sentence);
  return list.some((word, i) => {
    if (word === "no") return !NOT_NEGATING_AFTER_NO.has(list[i + 1] ?? "");
    if (word === "t") return CONTRACTED.has(list[i - 1] ?? "");
    return NEGATIONS.has(word);
  });
}

/** "asks for the order number", "asks the user whether…"; not "asks to leave the parcel", a request's content. */
const ASKING =
  /\b(ask|asks|asked|asking|inquires?)\s+(?:(?:the|a)\s+)?(?:(?:user|customer|caller|client|them|him|her)\s+)?(?:for|whether|if|about|what|which|when|where|who|how)\b/i;

/** Whether a condition wants the agent to ask for something. */
export function isAsking(text: string): boolean {
  return ASKING.test(text);
}

const QUESTION = /\?\s*["”»]?\s*$|^\s*please\b|\b(could|can|would|will) you\b|\bmay i have\b/i;

/**
 * Kinds of things that the words naming them are seldom said with: a date is given as "Friday,
 * 4 December", an email address as "help@acme.example". What the agent says in such a form
 * counts as saying the words that name it.
 */
const NAMED_FORMS: { pattern: RegExp; names: string[] }[] = [
  { pattern: /[^\s@]+@[^\s@]+\.[^\s@]+/, names: ["email", "address"] },
  {
    pattern:
      /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|tomorrow)\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\b/i,
    names: ["date", "day"],
  },
  { pattern: /\b\d{1,2}(:\d{2})?\s?(am|pm)\b|\b\d{1,2}:\d{2}\b/i, names: ["time", "hour"] },
  {
    pattern: /[$€£]\s?\d|\b\d+(\.\d+)?\s?(dollars?|euros?|pounds?|usd|eur|gbp)\b/i,
    names: ["price", "cost", "amount"],
  },
  { pattern: /\+?\d[\d\s().-]{6,}\d/, names: ["phone", "number"] },
  { pattern: /^\s*(hi|hello|hey|welcome|good (morning|afternoon|evening))\b/i, names: ["greet", "greeting"] },
  { pattern: /\b(goodbye|bye|farewell|see you)\b/i, names: ["goodbye"] },
];

/**
 * Quotations of three words or more: an agent repeating someone's words ("I have no information
 * about "…"") is not saying them. Shorter quoted text (a button's label, a code) is its own.
 */
const QUOTATION = /["“”«»]([^"“”«»]*)["“”«»]/gu;

function withoutQuotations(text: string): string {
  return text.replace(QUOTATION, (whole, inner: string) => (words(inner).length >= 3 ? " " : whole));
}

/**
 * Where a negation reaches: its clause, so that "cancelled today; you will not be charged" affirms
 * the first. A colon or a comma ends a clause only before a space ("9:40", "1,000" do not).
 */
function clauses(sentence: string): string[] {
  return sentence.split(/;|[:,](?=\s)|\b(?:but|however|although|though)\b/i).filter((c) => c.trim());
}

/** How the agent said a term, over all its clauses. */
export interface Occurrence {
  /** In a clause that is not negated. */
  affirmed: boolean;
  /** In a negated clause. */
  negated: boolean;
  /** In a question or a request ("Could you give me your order number?"). */
  asked: boolean;
}

/** What the agent said, as the judge compares it. */
export interface Said {
  terms: Map<string, Occurrence>;
  /** The units each figure was said with: none for a figure said bare ("$50"). */
  units: Map<string, Set<string>>;
}

/** The content words of the agent's messages, quotations left out. */
export function saidTerms(messages: readonly string[]): Said {
  const said: Said = { terms: new Map(), units: new Map() };
  for (const message of messages) {
    for (const sentence of sentences(withoutQuotations(message))) {
      const asked = QUESTION.test(sentence);
      for (const clause of clauses(sentence)) {
        const negated = isNegated(clause);
        const note = (term: string) => {
          const known = said.terms.get(term) ?? { affirmed: false, negated: false, asked: false };
          said.terms.set(term, {
            affirmed: known.affirmed || !negated,
            negated: known.negated || negated,
            asked: known.asked || asked,
          });
        };
        const list = tokens(clause);
        for (const [i, { word }] of list.entries()) {
          if (isFigure(word)) {
            note(word);
            const units = said.units.get(word) ?? new Set<string>();
            said.units.set(word, units);
            const unit = unitAfter(list, i);
            if (unit !== undefined) {
              const measure = fold(list[unit]!.word);
              units.add(measure);
              note(`${word} ${measure}`);
            }
          } else if (carriesContent(word)) note(fold(word));
        }
        for (const form of NAMED_FORMS) if (form.pattern.test(clause)) for (const name of form.names) note(fold(name));
      }
    }
  }
  return said;
}

/**
 * How the agent said a term, or undefined when it did not. A measured figure is said by the same
 * figure and unit, or by the figure said bare ("$50" for "50 dollars").
 */
export function occurrenceOf(said: Said, term: string): Occurrence | undefined {
  const exact = said.terms.get(term);
  if (exact !== undefined) return exact;
  const [figure, unit] = term.split(" ");
  if (unit === undefined || said.units.get(figure!)?.size !== 0) return undefined;
  return said.terms.get(figure!);
}
