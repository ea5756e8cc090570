import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { noticesHeard } from '../../../notices';
import { KnowledgeRepositoryPage } from '../../../../src/ui/pages/mgmt/KnowledgeRepositoryPage';
import { pathsThroughEveryTransition } from '../../../machines/modelHarness';
import { renderSignedIn, serveSimulator } from '../../signedIn';

// A path is several screens long: seconds alone, up to 47 s measured at load 25 (two suites and
// mutation runs on two cores); the bound leaves room for that, a passing path never waits for it.
vi.setConfig({ testTimeout: 120_000 });

serveSimulator();

/**
 * Deleting knowledge files as an admin sees it (SPEC sections 2 and 7: delete one, delete the
 * selected ones), written apart from the code: a row's 删除 or the bulk 批量删除（n） asks first;
 * 取消 changes nothing; 确定删除 removes exactly the files named, says 删除成功, and leaves the
 * rest of the selection as it was; changing repository drops the selection.
 *
 * Two of the seeded repository's files are followed; each path runs through the screen against
 * the simulator (the table reloads from it after a delete), and every state checks the table,
 * the checkboxes, the bulk button and the dialog.
 */
const A = '常见问题汇总.txt';
const B = '空白模板.txt';
type Name = typeof A | typeof B;
const FOLLOWED: Name[] = [A, B];

interface ModelContext {
  present: Name[];
  selected: Name[];
  toDelete: Name[];
  notice?: { message: string; kind: 'success' };
}
const without = (list: Name[], gone: Name[]) => list.filter((n) => !gone.includes(n));
const quietly = (patch: (c: ModelContext) => Partial<ModelContext>) =>
  assign(({ context }: { context: ModelContext }) => ({ ...patch(context), notice: undefined })) as never;

const selecting = (name: Name) => ({
  guard: ({ context }: { context: ModelContext }) => context.present.includes(name) && !context.selected.includes(name),
  actions: quietly((c) => ({ selected: [...c.selected, name] })),
});

const knowledgeModel = createMachine({
  types: {} as { context: ModelContext; events: { type: string } },
  id: 'knowledge',
  context: { present: [A, B], selected: [], toDelete: [] },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        SELECT_A: selecting(A),
        SELECT_B: selecting(B),
        UNSELECT_A: {
          guard: ({ context }) => context.selected.includes(A),
          actions: quietly((c) => ({ selected: without(c.selected, [A]) })),
        },
        DELETE_A_FROM_ITS_ROW: {
          guard: ({ context }) => context.present.includes(A),
          target: 'confirming',
          actions: quietly(() => ({ toDelete: [A] })),
        },
        DELETE_SELECTED: {
          guard: ({ context }) => context.selected.length > 0,
          target: 'confirming',
          actions: quietly((c) => ({ toDelete: c.selected })),
        },
        OTHER_REPOSITORY_AND_BACK: { actions: quietly(() => ({ selected: [] })) },
      },
    },
    confirming: {
      on: {
        CANCEL: { target: 'browsing', actions: quietly(() => ({ toDelete: [] })) },
        CONFIRM: {
          target: 'browsing',
          actions: assign(({ context }: { context: ModelContext }) => ({
            present: without(context.present, context.toDelete),
            selected: without(context.selected, context.toDelete),
            toDelete: [],
            notice: { message: '删除成功', kind: 'success' as const },
          })) as never,
        },
      },
    },
  },
});

const table = () => screen.getByRole('table', { name: '知识库文件' });
const checkbox = (name: Name) => screen.getByLabelText(`选择 ${name}`) as HTMLInputElement;
const bulkDelete = () => screen.getByRole('button', { name: /^批量删除/ }) as HTMLButtonElement;

/** What the admin sees while browsing and while confirming. */
async function seesBrowsing(context: ModelContext) {
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  for (const name of FOLLOWED) {
    await waitFor(() =>
      expect(
        within(table()).queryByRole('row', { name: new RegExp(name.replace('.', '\\.')) }) !== null,
        `${name} listed`,
      ).toBe(context.present.includes(name)),
    );
    if (context.present.includes(name))
      expect(checkbox(name).checked, `${name} selected`).toBe(context.selected.includes(name));
  }
  const n = context.selected.length;
  expect(bulkDelete().textContent).toBe(n ? `批量删除（${n}）` : '批量删除');
  expect(bulkDelete().disabled).toBe(n === 0);
}

async function seesConfirming(context: ModelContext) {
  const dialog = await screen.findByRole('alertdialog', { name: '删除文件' });
  for (const name of FOLLOWED)
    expect(dialog.textContent?.includes(name), `${name} named`).toBe(context.toDelete.includes(name));
}

describe('knowledge files delete, SPEC model through the screen', () => {
  const notices = noticesHeard();

  const model = createTestModel(knowledgeModel);
  const paths = pathsThroughEveryTransition(model);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const { user } = await renderSignedIn(
      <KnowledgeRepositoryPage />,
      'admin',
      '/mgmt-console/resource/knowledgeRepository',
    );
    await within(await screen.findByRole('table', { name: '知识库文件' })).findByRole('row', { name: /空白模板\.txt/ });
    const step = (run: () => Promise<unknown>) => async () => {
      notices.length = 0;
      await run();
    };
    const dialog = () => screen.getByRole('alertdialog', { name: '删除文件' });
    await path.test({
      events: {
        SELECT_A: step(() => user.click(checkbox(A))),
        SELECT_B: step(() => user.click(checkbox(B))),
        UNSELECT_A: step(() => user.click(checkbox(A))),
        DELETE_A_FROM_ITS_ROW: step(() => user.click(within(table()).getByRole('button', { name: `删除 ${A}` }))),
        DELETE_SELECTED: step(() => user.click(bulkDelete())),
        CANCEL: step(() => user.click(within(dialog()).getByRole('button', { name: '取消' }))),
        CONFIRM: step(async () => {
          await user.click(within(dialog()).getByRole('button', { name: '确定删除' }));
          await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        }),
        OTHER_REPOSITORY_AND_BACK: step(async () => {
          await user.selectOptions(screen.getByLabelText('知识库'), '2');
          await within(table()).findByRole('row', { name: /缺陷类型对照表\.csv/ });
          await user.selectOptions(screen.getByLabelText('知识库'), '1');
          await within(table()).findByRole('row', { name: /大模型开放平台产品白皮书\.pdf/ });
        }),
      } as never,
      states: {
        browsing: async (s: { context: ModelContext }) => {
          await seesBrowsing(s.context);
          expect(notices.at(-1)).toEqual(s.context.notice);
        },
        confirming: (s: { context: ModelContext }) => seesConfirming(s.context),
      } as never,
    });
  });
});
