import { Query } from "mingo";
import type { AnyObject, Projection } from "mingo/types";
import type { Filter } from "../port.ts";
import { compilePrefilter } from "./prefilter.ts";

export type Matcher = (doc: object) => boolean;

export function compileFilter(filter: Filter): Matcher {
  if (Object.keys(filter).length === 0) return () => true;
  const query = new Query(filter);
  const prefilter = compilePrefilter(filter);
  if (!prefilter) return (doc) => query.test(doc as AnyObject);
  return (doc) => prefilter(doc) && query.test(doc as AnyObject);
}

const everything = new Query({});

export function project<T extends object>(doc: T, projection: Record<string, 0 | 1> | undefined): T {
  if (!projection || Object.keys(projection).length === 0) return doc;
  const [projected] = everything.find<T>([doc], projection as Projection<T>).all();
  return projected as T;
}
