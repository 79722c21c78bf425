/** A list operation's query as Elysia hands it over: text values, read by `pageRequest`. */
export type Query = Record<string, string | undefined>;
