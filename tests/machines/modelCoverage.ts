import { expect } from 'vitest';

type Adjacency = Record<string, { state: unknown; transitions: Record<string, { event: { type: string }; state: unknown }> }>;
interface GraphModel {
  getAdjacencyMap(): object;
}
interface WalkedPath {
  steps: { event: { type: string }; state: { value?: unknown } }[];
}

const edgeKey = (from: unknown, event: string, to: unknown) => `${JSON.stringify(from)} —${event}→ ${JSON.stringify(to)}`;

/**
 * createTestModel's shortest paths drop paths that are prefixes of others; this checks that,
 * taken together, they still walk every transition of the model's graph.
 */
export function expectEveryTransitionWalked(model: GraphModel, paths: readonly WalkedPath[]): void {
  const walked = new Set<string>();
  for (const p of paths) {
    p.steps.forEach((s, i) => {
      if (i > 0) walked.add(edgeKey(p.steps[i - 1].state.value, s.event.type, s.state.value));
    });
  }
  const missing: string[] = [];
  for (const vertex of Object.values(model.getAdjacencyMap() as Adjacency)) {
    for (const t of Object.values(vertex.transitions)) {
      const key = edgeKey((vertex.state as { value?: unknown }).value, t.event.type, (t.state as { value?: unknown }).value);
      if (!walked.has(key)) missing.push(key);
    }
  }
  expect(missing).toEqual([]);
}
