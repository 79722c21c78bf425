import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const DOC = new URL("../../../../docs/api/webhooks.md", import.meta.url);

export type VerifyCxSignature = (secret: string, header: string, rawBody: string, toleranceSeconds?: number) => boolean;

/**
 * The signature check exactly as `docs/api/webhooks.md` shows it to receivers: its TypeScript
 * block, written to a file and imported, so the documented code is what the tests run.
 */
export async function documentedVerifier(): Promise<VerifyCxSignature> {
  const text = readFileSync(DOC, "utf8");
  const block = /```ts\n([\s\S]*?)```/.exec(text)?.[1];
  if (!block) throw new Error("docs/api/webhooks.md has no TypeScript example");
  const file = join(mkdtempSync(join(tmpdir(), "cx-webhook-doc-")), "verify.ts");
  writeFileSync(file, block);
  const loaded = (await import(file)) as { verifyCxSignature?: VerifyCxSignature };
  if (!loaded.verifyCxSignature) throw new Error("the example does not export verifyCxSignature");
  return loaded.verifyCxSignature;
}
