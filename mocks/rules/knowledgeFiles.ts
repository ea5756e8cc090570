/** Knowledge-file rules shared by the handlers and the seed. */

/** What a knowledge repository accepts (GET fileType). */
export const KNOWLEDGE_FILE_TYPES = ['pdf', 'doc', 'docx', 'txt', 'md', 'csv', 'xlsx', 'pptx'] as const;

/** Snowflake-like ids: past Number.MAX_SAFE_INTEGER and deterministic per row. */
const SNOWFLAKE_BASE = 1862450917362810880n;
export const snowflakeFor = (rowId: string): string => String(SNOWFLAKE_BASE + BigInt(rowId) * 4099n);

export const extensionOf = (name: string): string => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
export const mimeFor = (type: string): string => MIME[type] ?? 'application/octet-stream';
