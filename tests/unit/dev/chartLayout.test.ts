// The statechart drawn on /dev/machines: every arrow starts at its source state and ends at its
// target, and no two transition labels sit on each other, also for transitions between nested states.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { layoutChart, type ChartLayout, type PlacedState } from '../../../src/dev/chartLayout';
import { statechartOf } from '../../../src/dev/statechart';
import { feedbackDialogMachine } from '../../../src/machines/feedbackDialog';
import { loginDialogMachine } from '../../../src/machines/loginDialog';
import { sessionMachine } from '../../../src/machines/session';

const nested = createMachine({
  id: 'nested',
  initial: 'idle',
  on: { RESET: '.idle', PING: {} },
  states: {
    idle: { on: { START: 'busy.loading' } },
    busy: {
      initial: 'loading',
      states: {
        loading: { on: { DONE: 'shown', FAIL: '#nested.failed' } },
        shown: { on: { MORE: 'loading' } },
      },
      on: { CANCEL: 'idle' },
    },
    failed: { on: { RETRY: 'busy' } },
  },
});

type Point = { x: number; y: number };
const TOLERANCE = 3;
/** Distance from a point to a state's box (0 on or inside it). */
const distance = (p: Point, s: PlacedState) =>
  Math.hypot(Math.max(s.x - p.x, 0, p.x - (s.x + s.width)), Math.max(s.y - p.y, 0, p.y - (s.y + s.height)));

function misplacedEnds(layout: ChartLayout, chart: ReturnType<typeof statechartOf>): string[] {
  const stateById = new Map(layout.states.map((s) => [s.state.id, s]));
  return layout.transitions.flatMap((t) => {
    const { source, target } = chart.transitions.find((c) => c.id === t.id)!;
    const first = t.points[0];
    const last = t.points.at(-1)!;
    const problems: string[] = [];
    if (distance(first, stateById.get(source)!) > TOLERANCE) problems.push(`${t.id} starts away from ${source}`);
    if (distance(last, stateById.get(target)!) > TOLERANCE) problems.push(`${t.id} ends away from ${target}`);
    return problems;
  });
}

function overlappingLabels(layout: ChartLayout): string[] {
  const boxes = layout.transitions.map((t) => ({ id: t.id, ...t.labelAt }));
  return boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
      .map((b) => `${a.id} × ${b.id}`),
  );
}

describe('statechart layout', () => {
  for (const machine of [nested, sessionMachine, loginDialogMachine, feedbackDialogMachine]) {
    it(`${machine.id}: arrows run from their source state to their target state`, async () => {
      const chart = statechartOf(machine);
      const layout = await layoutChart(chart);
      expect(layout.transitions).toHaveLength(chart.transitions.length);
      expect(misplacedEnds(layout, chart)).toEqual([]);
    });

    it(`${machine.id}: no two transition labels overlap`, async () => {
      expect(overlappingLabels(await layoutChart(statechartOf(machine)))).toEqual([]);
    });
  }
});
