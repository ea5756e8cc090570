import { beforeEach, describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { resetSimulator } from '../../mocks/node';
import { errorMessage } from '../../src/api/http';
import { getUnreadMessageCount } from '../../src/api/message';
import {
  auditStoreApp,
  deleteStoreApp,
  getStoreDetail,
  publishStoreApp,
  searchAppAudits,
  searchMyStoreApps,
  searchStore,
  updateStoreApp,
} from '../../src/api/appStore';
import type { AppForm } from '../../src/domain/types/app.types';
import { storeToken } from '../../src/machines/credentials';
import { APP_AUDIT_TEXT, emptyAppForm } from '../../src/domain/apps';
import { loginAs, uploadImage } from '../unit/mocks/client';
import { pathsThroughEveryTransition } from './modelHarness';

/**
 * Publishing an app to the store as SPEC sections 2, 3 and 7 tell it (app audit: userType,
 * auditStatus 1 pending / 2 approved / 3 rejected, openFlag 1 public / 2 not public; AppStore
 * create, update, audit, storeList, myApps, auditList, delete), written apart from the code: a
 * published app waits for audit; an auditor approves it or rejects it with a reason, and the
 * publisher is told by a site message; an app is audited once; only approved public apps are
 * in the store; the publisher's edit sends it back to audit (and out of the store); the
 * publisher may delete it.
 *
 * Each path runs through the portal's API client against the simulator with three people:
 * the publisher (dev_ent), an auditor (admin) and another user browsing the store (dev_person).
 */
type Visibility = 1 | 2;
interface ModelContext {
  openFlag: Visibility;
  /** Site messages the publisher got about this app. */
  told: number;
  refused?: string;
}
const clean = { refused: undefined };

const publishingModel = createMachine({
  types: {} as { context: ModelContext; events: { type: string } },
  id: 'app',
  context: { openFlag: 1, told: 0 },
  initial: 'unpublished',
  states: {
    unpublished: {
      on: {
        PUBLISH_PUBLIC: { target: 'pending', actions: assign({ openFlag: 1, ...clean }) as never },
        PUBLISH_PRIVATE: { target: 'pending', actions: assign({ openFlag: 2, ...clean }) as never },
      },
    },
    pending: {
      on: {
        APPROVE: {
          target: 'approved',
          actions: assign(({ context }) => ({ told: context.told + 1, ...clean })) as never,
        },
        REJECT_WITH_A_REASON: {
          target: 'rejected',
          actions: assign(({ context }) => ({ told: context.told + 1, ...clean })) as never,
        },
        EDIT: { actions: assign(clean) as never },
        DELETE: { target: 'deleted', actions: assign(clean) as never },
      },
    },
    approved: {
      on: {
        APPROVE: { actions: assign({ refused: '该应用已审核，请勿重复操作' }) as never },
        EDIT: { guard: ({ context }) => context.told < 2, target: 'pending', actions: assign(clean) as never },
        DELETE: { target: 'deleted', actions: assign(clean) as never },
      },
    },
    rejected: {
      on: {
        APPROVE: { actions: assign({ refused: '该应用已审核，请勿重复操作' }) as never },
        EDIT: { guard: ({ context }) => context.told < 2, target: 'pending', actions: assign(clean) as never },
        DELETE: { target: 'deleted', actions: assign(clean) as never },
      },
    },
    deleted: {},
  },
});

/** The audit status the publisher's list shows per model state, and whether the store has the app. */
const STATUS: Record<string, keyof typeof APP_AUDIT_TEXT | undefined> = {
  unpublished: undefined,
  pending: 1,
  approved: 2,
  rejected: 3,
  deleted: undefined,
};

const NAME = '巡检周报助手';
/** An icon the publisher uploaded: a store app's pictures must be addresses the upload issued. */
let icon = '';

const form = (openFlag: Visibility, appShortDesc = '每周自动汇总巡检结果'): AppForm => ({
  ...emptyAppForm(),
  appName: NAME,
  appType: 4,
  iconUrl: icon,
  appShortDesc,
  appDesc: '读取巡检记录，生成周报并标出需要复查的缺陷。',
  openFlag,
});

async function people() {
  const tokens = {
    publisher: await loginAs('dev_ent'),
    auditor: await loginAs('admin'),
    visitor: await loginAs('dev_person'),
  };
  icon = await uploadImage(tokens.publisher);
  let refusal: string | undefined;
  const as = async <T>(who: keyof typeof tokens, call: () => Promise<T>): Promise<T | undefined> => {
    storeToken(tokens[who]);
    try {
      return await call();
    } catch (e) {
      refusal = errorMessage(e);
      return undefined;
    }
  };
  return { as, lastRefusal: () => refusal, clearRefusal: () => void (refusal = undefined) };
}

describe('app publishing, SPEC model against the simulator', () => {
  beforeEach(() => resetSimulator());

  const model = createTestModel(publishingModel);
  const paths = pathsThroughEveryTransition(model);

  it('walks every state of the model', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value)))).toEqual(new Set(Object.keys(STATUS)));
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const { as, lastRefusal, clearRefusal } = await people();
    const unreadBefore = (await as('publisher', () => getUnreadMessageCount()))!;
    let id = '';
    let visibility: Visibility = 1;
    const step = (run: () => Promise<unknown>) => async () => {
      clearRefusal();
      await run();
    };
    await path.test({
      events: {
        PUBLISH_PUBLIC: step(
          async () => void (id = (await as('publisher', () => publishStoreApp(form((visibility = 1)))))!.id),
        ),
        PUBLISH_PRIVATE: step(
          async () => void (id = (await as('publisher', () => publishStoreApp(form((visibility = 2)))))!.id),
        ),
        APPROVE: step(() => as('auditor', () => auditStoreApp({ id, auditStatus: 2 }))),
        REJECT_WITH_A_REASON: step(() =>
          as('auditor', () => auditStoreApp({ id, auditStatus: 3, reason: '图标不清晰，请重新上传' })),
        ),
        EDIT: step(() =>
          as('publisher', () => updateStoreApp({ ...form(visibility, '每周自动汇总巡检结果与缺陷'), id })),
        ),
        DELETE: step(() => as('publisher', () => deleteStoreApp(id))),
      } as never,
      states: Object.fromEntries(
        Object.entries(STATUS).map(([state, status]) => [
          state,
          async ({ context }: { context: ModelContext }) => {
            expect(lastRefusal(), 'refusal').toBe(context.refused);
            const mine = (await as('publisher', () => searchMyStoreApps({ pageNum: 1, pageSize: 50 })))!.records.find(
              (a) => a.appName === NAME,
            );
            expect(mine?.auditStatus, 'audit status the publisher sees').toBe(status);
            const store = (await as('visitor', () =>
              searchStore({ pageNum: 1, pageSize: 100, keyword: NAME, appType: 0 }),
            ))!.records;
            expect(
              store.some((a) => a.appName === NAME),
              'in the store',
            ).toBe(status === 2 && context.openFlag === 1);
            const queue = (await as('auditor', () =>
              searchAppAudits({ pageNum: 1, pageSize: 50, auditStatus: 1, keyword: NAME }),
            ))!.records;
            expect(queue.length, 'waiting in the audit queue').toBe(status === 1 ? 1 : 0);
            if (id) {
              const detail = await as('visitor', () => getStoreDetail(id));
              expect(detail?.appName, 'another user may open it').toBe(status === 2 ? NAME : undefined);
            }
            expect(
              (await as('publisher', () => getUnreadMessageCount()))! - unreadBefore,
              'site messages to the publisher',
            ).toBe(context.told);
            clearRefusal();
          },
        ]),
      ) as never,
    });
  });
});
