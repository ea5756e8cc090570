import type { AxiosProgressEvent } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { knowledgeFilesMachine } from '../../src/machines/knowledgeFiles';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

/**
 * The real upload actor with the api faked as a real network reports it: axios progress over the
 * multipart body (a 91 B file travels as a 288 B body). The bars must show the file's own bytes.
 */
const progressSeen: { loaded: number; total: number }[] = [];
vi.mock('../../src/api/knowledge', () => ({
  listKnowledgeRepos: () => Promise.resolve([{ id: '1', name: '产品手册', description: '', fileCount: 0 }]),
  getKnowledgeFileTypes: () => Promise.resolve(['txt']),
  searchKnowledgeFiles: () => Promise.resolve({ records: [], total: 0, pageNum: 1, pageSize: 10, pages: 0 }),
  uploadKnowledgeFile: async (_repoId: string, file: File, onProgress?: (e: AxiosProgressEvent) => void) => {
    const body = file.size + 197; // boundary and part headers
    for (const loaded of [0, 144, body]) {
      onProgress?.({ loaded, total: body, bytes: loaded, lengthComputable: true } as AxiosProgressEvent);
      await new Promise((r) => setTimeout(r, 0));
    }
    return [];
  },
  downloadKnowledgeFile: vi.fn(),
  deleteKnowledgeFile: vi.fn(),
  deleteKnowledgeFiles: vi.fn(),
}));

describe('knowledge uploads over a real network', () => {
  it('scales the multipart body progress to the file and ends at the file size', async () => {
    const actor = createActor(knowledgeFilesMachine).start();
    actor.subscribe((s) => {
      const item = s.context.uploads[0];
      if (item && s.matches({ files: 'uploading' })) progressSeen.push({ loaded: item.loaded, total: item.total });
    });
    await waitFor(actor, (s) => s.matches({ list: 'active' }));
    actor.send({ type: 'UPLOAD.PICK', files: [new File(['x'.repeat(91)], '巡检记录.txt')] });
    await waitFor(actor, (s) => s.matches({ files: 'idle' }) && s.context.uploads[0]?.status === 'done');
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ loaded: 91, total: 91, status: 'done' });
    // Every value shown on the way: within the file's size, never the body's 288.
    expect(progressSeen.every((p) => p.total === 91 && p.loaded <= 91)).toBe(true);
    expect(progressSeen.map((p) => p.loaded)).toEqual(expect.arrayContaining([0, 45, 91]));
    actor.stop();
  });
});
