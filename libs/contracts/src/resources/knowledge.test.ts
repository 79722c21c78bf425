import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { expectEnumAt, expectInvalidAt, expectValid, T0, T1 } from "../test-helpers.ts";
import { KNOWLEDGE_DOCUMENT_TYPES } from "./agent-config.ts";
import {
  KNOWLEDGE_DOCUMENT_STATUSES,
  KnowledgeDocument,
  KnowledgeDocumentListPage,
  KnowledgeDocumentPatchBody,
  KnowledgeFolder,
  KnowledgeFolderCreateBody,
  KnowledgeFolderPatchBody,
  KnowledgeSearchBody,
  KnowledgeSearchResponse,
  KnowledgeTextBody,
  KnowledgeUrlBody,
} from "./knowledge.ts";

const creator = { id: "usr_1", name: "Ana", email: "ana@example.com" };
const pendingDocument = {
  id: "kdoc_1",
  name: "Pricing page",
  type: "url",
  status: "pending",
  error: null,
  byte_size: 0,
  chunk_count: 0,
  created_by: creator,
  created_at: T0,
  updated_at: T0,
  indexed_at: null,
  source_url: "https://example.com/pricing",
  folder_id: null,
};

describe("knowledge document (part 2.10)", () => {
  test("pending, ready and failed documents validate", () => {
    expectValid(KnowledgeDocument, pendingDocument);
    expectValid(KnowledgeDocument, {
      ...pendingDocument,
      status: "ready",
      byte_size: 5120,
      chunk_count: 4,
      indexed_at: T1,
    });
    expectValid(KnowledgeDocument, { ...pendingDocument, status: "failed", error: "unsupported_content_type" });
    expectValid(KnowledgeDocumentListPage, { items: [pendingDocument], next_cursor: "c", has_more: true });
  });

  test("every member is required; created_by needs id, name and email", () => {
    for (const field of Object.keys(pendingDocument)) {
      const value: Record<string, unknown> = { ...pendingDocument };
      delete value[field];
      expectInvalidAt(KnowledgeDocument, value, `/${field}`);
    }
    expectInvalidAt(KnowledgeDocument, { ...pendingDocument, created_by: { id: "u", name: "n" } }, "/created_by/email");
  });

  test("enumerations", () => {
    expectEnumAt(KnowledgeDocument, KNOWLEDGE_DOCUMENT_TYPES, (v) => ({ ...pendingDocument, type: v }), "/type");
    expectEnumAt(KnowledgeDocument, KNOWLEDGE_DOCUMENT_STATUSES, (v) => ({ ...pendingDocument, status: v }), "/status");
  });
});

describe("knowledge folder (part 2.11)", () => {
  const folder = {
    id: "kfd_1",
    name: "Policies",
    entity_type: "folder",
    parent_folder_id: null,
    child_count: 3,
    created_by: creator,
    created_at: T0,
    updated_at: T1,
  };

  test("the folder validates and its members are required", () => {
    expectValid(KnowledgeFolder, folder);
    expectValid(KnowledgeFolder, { ...folder, parent_folder_id: "kfd_0" });
    expectInvalidAt(KnowledgeFolder, { ...folder, entity_type: "document" }, "/entity_type");
    const { child_count: _, ...noCount } = folder;
    expectInvalidAt(KnowledgeFolder, noCount, "/child_count");
  });

  test("create (part 4.10) and patch bodies", () => {
    expectValid(KnowledgeFolderCreateBody, { name: "Policies" });
    expectValid(KnowledgeFolderCreateBody, { name: "Policies", parent_folder_id: null });
    expectInvalidAt(KnowledgeFolderCreateBody, { parent_folder_id: null }, "/name");
    expectValid(KnowledgeFolderPatchBody, { parent_folder_id: "kfd_2" });
    expect(Value.Check(KnowledgeFolderPatchBody, {})).toBe(false);
  });
});

describe("knowledge bodies", () => {
  test("URL import (part 4.8): url required and a URL; name and folder optional or null", () => {
    expectValid(KnowledgeUrlBody, { url: "https://example.com/pricing" });
    expectValid(KnowledgeUrlBody, { url: "https://example.com/pricing", name: null, folder_id: null });
    expectValid(KnowledgeUrlBody, { url: "http://example.com", name: "Pricing", folder_id: "kfd_1" });
    expectInvalidAt(KnowledgeUrlBody, {}, "/url");
    expectInvalidAt(KnowledgeUrlBody, { url: "example.com/pricing" }, "/url");
  });

  test("text document and document patch", () => {
    expectValid(KnowledgeTextBody, { name: "FAQ", text: "Q: ... A: ..." });
    expectInvalidAt(KnowledgeTextBody, { name: "FAQ" }, "/text");
    expectValid(KnowledgeDocumentPatchBody, { name: "FAQ v2" });
    expectValid(KnowledgeDocumentPatchBody, { folder_id: null });
    expect(Value.Check(KnowledgeDocumentPatchBody, {})).toBe(false);
  });

  test("search: max_chunks 1..20 defaulting to the RAG default of 5", () => {
    expectValid(KnowledgeSearchBody, { query: "refund policy" });
    expectValid(KnowledgeSearchBody, {
      query: "refund",
      document_ids: ["kdoc_1"],
      max_chunks: 20,
      max_vector_distance: 0.5,
    });
    expectInvalidAt(KnowledgeSearchBody, { query: "refund", max_chunks: 21 }, "/max_chunks");
    expectInvalidAt(KnowledgeSearchBody, { query: "refund", max_chunks: 0 }, "/max_chunks");
    expectInvalidAt(KnowledgeSearchBody, { query: "" }, "/query");
    expectValid(KnowledgeSearchBody, { query: "x".repeat(10_000), document_ids: Array(1000).fill("kdoc_1") });
    expectInvalidAt(KnowledgeSearchBody, { query: "x".repeat(10_001) }, "/query");
    expectInvalidAt(KnowledgeSearchBody, { query: "x", document_ids: Array(1001).fill("kdoc_1") }, "/document_ids");
    expect((Value.Default(KnowledgeSearchBody, { query: "q" }) as { max_chunks: number }).max_chunks).toBe(5);
  });

  test("search results", () => {
    const result = {
      document_id: "kdoc_1",
      document_name: "FAQ",
      chunk_index: 0,
      text: "Refunds take 5 days.",
      distance: 0.21,
    };
    expectValid(KnowledgeSearchResponse, { items: [result] });
    expectInvalidAt(KnowledgeSearchResponse, { items: [{ ...result, distance: "near" }] }, "/items/0/distance");
  });
});
