/** Developer playground (platform extension, not SPEC): one streamed call, or one prompt to 2–3 models. */
import { http } from './http';
import { paths } from './paths';
import type { CompareBody, CompareResult, PlaygroundCallBody, PlaygroundUsage } from '../domain/types/playground.types';
import { streamPost } from './stream';

export type * from '../domain/types/playground.types';

export interface PlaygroundStreamOptions {
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}

/** Streams the answer; resolves with its usage (undefined when the stream was aborted first). */
export async function runPlayground(
  body: PlaygroundCallBody,
  { onDelta, signal }: PlaygroundStreamOptions,
): Promise<PlaygroundUsage | undefined> {
  let usage: PlaygroundUsage | undefined;
  await streamPost(paths.playground.chat, body, { onDelta, signal, onUsage: (u) => (usage = u as PlaygroundUsage) });
  return usage;
}

export const comparePlayground = (body: CompareBody) =>
  http.post<CompareResult[]>(paths.playground.compare, body, { silent: true, timeout: 120_000 }).then((r) => r.data);
