import { NotBuiltPage } from "../not-built-page.tsx";

/** `/w/{ws}/knowledge/{doc_id}`: one knowledge document. */
export function KnowledgeDocumentPage() {
  return <NotBuiltPage title="Knowledge document" />;
}
