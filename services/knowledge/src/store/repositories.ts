import type { Outbox } from "@cx/outbox";
import type { Database } from "@cx/store";
import { BlobsRepository } from "./blobs-repository.ts";
import { ChunksRepository } from "./chunks-repository.ts";
import { ensureIndexes } from "./collections.ts";
import { DocumentsRepository } from "./documents-repository.ts";
import { FoldersRepository } from "./folders-repository.ts";
import { IndexStateRepository, ReadModelsRepository } from "./read-models-repository.ts";

export interface Repositories {
  documents: DocumentsRepository;
  chunks: ChunksRepository;
  blobs: BlobsRepository;
  folders: FoldersRepository;
  readModels: ReadModelsRepository;
  indexState: IndexStateRepository;
}

export async function openRepositories(database: Database, outbox: Outbox): Promise<Repositories> {
  await ensureIndexes(database);
  return {
    documents: new DocumentsRepository(database, outbox),
    chunks: new ChunksRepository(database),
    blobs: new BlobsRepository(database),
    folders: new FoldersRepository(database),
    readModels: new ReadModelsRepository(database),
    indexState: new IndexStateRepository(database),
  };
}
