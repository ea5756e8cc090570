// /dev/machines draws a machine of src/machines as a statechart, offline.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createMachine, type Actor, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { exportMachines } from '../../../src/dev/exportMachines';
import { MachinesPage } from '../../../src/dev/MachinesPage';
import { statechartOf } from '../../../src/dev/statechart';
import { StatechartView } from '../../../src/dev/StatechartView';
import { renderWithChakra } from '../../render';

// Stately's inspector is a web app in another tab: here, the events it would receive.
const inspector = vi.hoisted(() => ({ events: [] as InspectionEvent[] }));
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => ({ inspect: { next: (e: InspectionEvent) => inspector.events.push(e) } }),
}));

describe('/dev/machines', () => {
  it('draws the API key machine with its nested states and labelled transitions', async () => {
    renderWithChakra(<MachinesPage />);
    const select = await screen.findByRole('combobox', { name: '状态机' });
    await waitFor(() => expect(within(select).queryByRole('option', { name: /^apiKeys\.ts/ })).not.toBeNull());
    await userEvent.selectOptions(select, 'apiKeys.ts#apiKeysMachine');
    const chart = await screen.findByRole('img', { name: '状态机 apiKeys 的状态图' });
    const texts = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    // States, the nested ones included (revealing › shown, copying), as written in src/machines/apiKeys.ts.
    for (const state of ['idle', 'editing', 'saving', 'revealing', 'shown', 'copying', 'confirmingDelete', 'toggling'])
      expect(texts).toContain(state);
    expect(chart.querySelector('[data-state="apiKeys.revealing.shown"]')).not.toBeNull();
    // Transitions: event names, a guard, an invoked actor's completion.
    for (const label of ['KEYS.NEW', 'KEYS.CONFIRM', 'KEYS.SUBMIT [formValid]', 'done: saveKey', 'error: saveKey'])
      expect(texts).toContain(label);
  });

  it('draws the file `npm run machines:export` writes (its text; its eventless, delayed and inline-guarded transitions) and runs it in the inspector', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'machines-page-'));
    onTestFinished(() => rmSync(outDir, { recursive: true, force: true }));
    const index = await exportMachines(outDir);
    renderWithChakra(<MachinesPage />);
    const select = await screen.findByRole('combobox', { name: '状态机' });
    for (const key of ['tracker.ts#trackerMachine', 'listMachine.ts#createListMachine']) {
      const exported = index.find((e) => `${e.file.replace('src/machines/', '')}#${e.exportName}` === key)!;
      const text = readFileSync(join(outDir, exported.json), 'utf8');
      await waitFor(() =>
        expect(within(select).queryByRole('option', { name: new RegExp(`^${key.split('#')[0]}`) })).not.toBeNull(),
      );
      await userEvent.selectOptions(select, key);
      const chart = await screen.findByRole('img', { name: `状态机 ${exported.id} 的状态图` });
      expect(screen.getByLabelText('导出的定义').textContent).toBe(text);

      type Transition = { guard?: string | { type: string } };
      type State = {
        always?: Transition | Transition[];
        after?: Record<string, Transition | Transition[]>;
        states?: Record<string, State>;
      };
      const labelled = (event: string, t: Transition) =>
        `${event}${t.guard ? ` [${typeof t.guard === 'string' ? t.guard : t.guard.type}]` : ''}`;
      const expected: string[] = [];
      const walk = (state: State) => {
        for (const t of [state.always ?? []].flat()) expected.push(labelled('always', t));
        for (const [delay, list] of Object.entries(state.after ?? {}))
          for (const t of [list].flat())
            expected.push(labelled(`after ${Number.isNaN(+delay) ? delay : `${delay}ms`}`, t));
        Object.values(state.states ?? {}).forEach(walk);
      };
      walk(JSON.parse(text) as State);
      expect(expected.length).toBeGreaterThan(1);
      const drawn = [...chart.querySelectorAll('text')].map((t) => t.textContent);
      for (const label of expected) expect(drawn).toContain(label);
    }

    // 在 Stately 检查器中运行: the inspector is handed a running actor of that same file.
    await userEvent.click(screen.getByRole('button', { name: '在 Stately 检查器中运行' }));
    const started = inspector.events.find((e) => e.type === '@xstate.actor')?.actorRef as
      Actor<AnyStateMachine> | undefined;
    const last = index.find((e) => e.exportName === 'createListMachine')!;
    expect(started?.logic.config).toEqual(JSON.parse(readFileSync(join(outDir, last.json), 'utf8')));
    expect(started?.getSnapshot()).toMatchObject({ status: 'active' });
  });

  it('fits a chart to its box by default, draws it at 100 % on 原始大小, and scrolls the live state into view', async () => {
    const machine = createMachine({
      id: 'wide',
      initial: 'a',
      states: { a: { on: { GO: 'b' } }, b: { initial: 'c', states: { c: {} } } },
    });
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    // jsdom has no scrollIntoView: the view calls it when present.
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => void delete (Element.prototype as Partial<Element>).scrollIntoView);
    renderWithChakra(<StatechartView chart={statechartOf(machine)} active={new Set(['wide', 'wide.b', 'wide.b.c'])} />);
    const chart = await screen.findByRole('img', { name: '状态机 wide 的状态图' });
    const viewBox = chart.getAttribute('viewBox')!.split(' ').map(Number);
    expect(chart.getAttribute('width')).toBe('100%');
    expect(screen.getByRole('button', { name: '适应宽度' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(scrolled.at(-1)?.getAttribute('data-state')).toBe('wide.b.c'));

    await userEvent.click(screen.getByRole('button', { name: '原始大小' }));
    expect(chart.getAttribute('width')).toBe(String(viewBox[2]));
    expect(chart.getAttribute('height')).toBe(String(viewBox[3]));
    expect(screen.getByRole('button', { name: '原始大小' }).getAttribute('aria-pressed')).toBe('true');
  });
});
