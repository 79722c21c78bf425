/**
 * Every bus request topic (request and reply, not events) with the schemas of its request and
 * its reply; responders validate requests against the first, clients replies against the second.
 */
import type { Static, TSchema } from "@sinclair/typebox";
import {
  AgentRequestTopics,
  AgentsExistReply,
  AgentsExistRequest,
  BranchTipReply,
  BranchTipRequest,
} from "./agent-directory.ts";
import { ReadConversationsReply, ReadConversationsRequest } from "./conversation-reading.ts";
import {
  DeploymentEvidenceReply,
  DeploymentEvidenceRequest,
  TestEntriesExistReply,
  TestEntriesExistRequest,
  TestingRequestTopics,
} from "./deployment-evidence.ts";
import {
  KnowledgeDocumentsExistReply,
  KnowledgeDocumentsExistRequest,
  KnowledgeDocumentTextsReply,
  KnowledgeDocumentTextsRequest,
  KnowledgeRequestTopics,
  KnowledgeSearchReply,
  KnowledgeSearchRequest,
} from "./knowledge-retrieval.ts";
import {
  ReadConversationDetailReply,
  ReadConversationDetailRequest,
  ReadDeploymentReply,
  ReadDeploymentRequest,
  ReadInvocationReply,
  ReadInvocationRequest,
} from "./resource-readings.ts";
import { ConversationRequestTopics, RecordSimulationReply, RecordSimulationRequest } from "./simulation-recording.ts";
import { ToolRequestTopics, WebhookTargetsReply, WebhookTargetsRequest } from "./tool.ts";

export const BusRequestSchemas = {
  [KnowledgeRequestTopics.SEARCH]: { request: KnowledgeSearchRequest, reply: KnowledgeSearchReply },
  [KnowledgeRequestTopics.DOCUMENT_TEXTS]: {
    request: KnowledgeDocumentTextsRequest,
    reply: KnowledgeDocumentTextsReply,
  },
  [KnowledgeRequestTopics.DOCUMENTS_EXIST]: {
    request: KnowledgeDocumentsExistRequest,
    reply: KnowledgeDocumentsExistReply,
  },
  [AgentRequestTopics.AGENTS_EXIST]: { request: AgentsExistRequest, reply: AgentsExistReply },
  [AgentRequestTopics.BRANCH_TIP]: { request: BranchTipRequest, reply: BranchTipReply },
  [ToolRequestTopics.WEBHOOK_TARGETS]: { request: WebhookTargetsRequest, reply: WebhookTargetsReply },
  [ConversationRequestTopics.RECORD_SIMULATION]: { request: RecordSimulationRequest, reply: RecordSimulationReply },
  [ConversationRequestTopics.READ_CONVERSATIONS]: { request: ReadConversationsRequest, reply: ReadConversationsReply },
  [TestingRequestTopics.DEPLOYMENT_EVIDENCE]: { request: DeploymentEvidenceRequest, reply: DeploymentEvidenceReply },
  [TestingRequestTopics.ENTRIES_EXIST]: { request: TestEntriesExistRequest, reply: TestEntriesExistReply },
  [ConversationRequestTopics.READ_DETAIL]: {
    request: ReadConversationDetailRequest,
    reply: ReadConversationDetailReply,
  },
  [TestingRequestTopics.READ_INVOCATION]: { request: ReadInvocationRequest, reply: ReadInvocationReply },
  [AgentRequestTopics.READ_DEPLOYMENT]: { request: ReadDeploymentRequest, reply: ReadDeploymentReply },
} as const satisfies Record<string, { request: TSchema; reply: TSchema }>;

export type BusRequestTopic = keyof typeof BusRequestSchemas;
export type BusRequestOf<K extends BusRequestTopic> = Static<(typeof BusRequestSchemas)[K]["request"]>;
export type BusReplyOf<K extends BusRequestTopic> = Static<(typeof BusRequestSchemas)[K]["reply"]>;
