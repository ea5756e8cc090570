/** Wire types of the knowledge API (src/api/knowledge.ts), shared by the client and the simulator. */

/* ---- Knowledge repositories ---- */

export interface KnowledgeRepo {
  id: string;
  name: string;
  description: string;
  fileCount: number;
}

export interface KnowledgeFile {
  /** May exceed 2^53: always a string on our side (the search is parsed large-number-safe). */
  id: string;
  repoId: string;
  fileName: string;
  fileType: string;
  size: number;
  uploaderName: string;
  createTime: string;
}
