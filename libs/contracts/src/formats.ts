/**
 * String formats used by the contracts. TypeBox only checks a `format` that is registered in its
 * `FormatRegistry`; an unregistered one makes `Value.Check` fail every value. Elysia registers
 * its own lenient versions only when absent, so registering ours first (on import of the index)
 * or overwriting theirs (when Elysia was imported first) gives one behaviour across processes.
 */
import { FormatRegistry } from "@sinclair/typebox";

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** RFC 3339 date-time (the ISO 8601 profile the specification's timestamps use). */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12) return false;
  if (day < 1 || day > daysInMonth(year, month)) return false;
  // 60 is a leap second, which RFC 3339 allows.
  if (hour > 23 || minute > 59 || second > 60) return false;
  if (match[7] !== undefined) {
    if (Number(match[8]) > 23 || Number(match[9]) > 59) return false;
  }
  return true;
}

const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * A practical address check (dot-atom local part, dotted host name). Surrounding whitespace is
 * tolerated because the extension spec compares emails "after trimming": a padded address is the
 * same account, so refusing it at the schema would contradict that rule.
 */
export function isEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > 254) return false;
  const at = email.lastIndexOf("@");
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64) return false;
  if (!local.split(".").every((atom) => LOCAL_ATOM.test(atom))) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  // A top-level domain is never all digits; this also refuses bare IPv4 hosts.
  return !/^\d+$/.test(labels[labels.length - 1] ?? "");
}

const URI_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/;

/** An absolute URI: a scheme, no whitespace, and parseable by the WHATWG URL parser. */
export function isUri(value: string): boolean {
  return URI_SCHEME.test(value) && URL.canParse(value);
}

let registered = false;

/** Registers `date-time`, `email` and `uri`. Safe to call any number of times. */
export function registerFormats(): void {
  if (registered) return;
  FormatRegistry.Set("date-time", isDateTime);
  FormatRegistry.Set("email", isEmail);
  FormatRegistry.Set("uri", isUri);
  registered = true;
}
