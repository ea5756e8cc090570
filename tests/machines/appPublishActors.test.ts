import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { uploadFile } from '../../src/api/file';
import { storeToken } from '../../src/machines/credentials';
import { appPublishMachine } from '../../src/machines/appPublish';
import { loginAs, serveSimulatorPerTest, uploadImage } from '../unit/mocks/client';

// The dialog's real calls against the simulator; only the toasts are left out.
vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));
// The upload endpoint itself is covered by the file tests; here it records what it was asked.
vi.mock('../../src/api/file', () => ({
  uploadFile: vi.fn((file: File, type: string) => Promise.resolve({ url: `/uploaded/${type}/${file.name}` })),
}));
serveSimulatorPerTest();

type Actor = ReturnType<typeof createActor<typeof appPublishMachine>>;
const dialog = (a: Actor) => (a.getSnapshot().value as { dialog: string }).dialog;
const list = (a: Actor) => (a.getSnapshot().value as { list: string }).list;
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('publishing through the real API', () => {
  it('uploads icon and background with their purposes, publishes, edits and deletes', async () => {
    storeToken(await loginAs('dev_ent'));
    const actor = createActor(appPublishMachine).start();
    await waitFor(actor, () => list(actor) === 'ready');
    const before = actor.getSnapshot().context.page?.total ?? 0;

    actor.send({ type: 'PUBLISH.OPEN' });
    actor.send({ type: 'PUBLISH.UPLOAD', field: 'iconUrl', file: png('icon.png') });
    await waitFor(actor, () => dialog(actor) === 'editing');
    actor.send({ type: 'PUBLISH.UPLOAD', field: 'bgUrl', file: png('bg.png') });
    await waitFor(actor, () => dialog(actor) === 'editing');
    // SPEC: an icon is uploaded as type icon, a background as type bg.
    expect(vi.mocked(uploadFile).mock.calls.map(([f, t]) => [f.name, t])).toEqual([
      ['icon.png', 'icon'],
      ['bg.png', 'bg'],
    ]);
    expect(actor.getSnapshot().context.form).toMatchObject({
      iconUrl: '/uploaded/icon/icon.png',
      bgUrl: '/uploaded/bg/bg.png',
    });
    // The store only takes pictures the upload endpoint issued, so the save uses real ones.
    const token = await loginAs('dev_ent');
    const iconUrl = await uploadImage(token, 'icon');
    const bgUrl = await uploadImage(token, 'bg');
    actor.send({ type: 'PUBLISH.CHANGE', patch: { iconUrl, bgUrl } });

    actor.send({
      type: 'PUBLISH.CHANGE',
      patch: {
        appName: '巡检周报助手',
        appType: 4,
        appShortDesc: '每周汇总巡检结果',
        appDesc: '读取巡检记录，生成周报。',
      },
    });
    actor.send({ type: 'PUBLISH.SUBMIT' });
    await waitFor(actor, () => dialog(actor) === 'closed');
    await waitFor(
      actor,
      () => list(actor) === 'ready' && (actor.getSnapshot().context.page?.total ?? 0) === before + 1,
    );
    const mine = actor.getSnapshot().context.page!.records.find((r) => r.appName === '巡检周报助手')!;
    expect(mine.bgUrl).toBe(bgUrl);

    actor.send({ type: 'PUBLISH.OPEN', app: mine });
    actor.send({ type: 'PUBLISH.CHANGE', patch: { appShortDesc: '改过的简介' } });
    actor.send({ type: 'PUBLISH.SUBMIT' });
    await waitFor(actor, () => dialog(actor) === 'closed');
    await waitFor(
      actor,
      () =>
        list(actor) === 'ready' &&
        actor.getSnapshot().context.page!.records.some((r) => r.appShortDesc === '改过的简介'),
    );
    expect(actor.getSnapshot().context.page!.total).toBe(before + 1);

    actor.send({ type: 'PUBLISHED.DELETE', id: mine.id });
    await waitFor(actor, () => list(actor) === 'ready' && actor.getSnapshot().context.page!.total === before);
    actor.stop();
  });
});
