import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppForm, AppInfo } from '../../src/domain/types/app.types';
import type { Page } from '../../src/domain/types/common.types';
import { notify } from '../../src/machines/notify';
import { APP_TYPES } from '../../src/domain/apps';
import { appPublishMachine, PUBLISHED_PAGE_SIZE, publishErrors, type ImageField } from '../../src/machines/appPublish';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

/** The publish dialog with stand-in actors that record what they were asked. */
const form: AppForm = {
  appName: '巡检周报助手',
  appType: APP_TYPES[0].id,
  abilityName: '文本生成',
  industryName: '能源',
  iconUrl: '/file/icon.png',
  bgUrl: '/file/bg.png',
  jumpUrl: 'https://example.cn/app',
  appShortDesc: '每周汇总巡检结果',
  demoJson: '',
  appDesc: '自动生成巡检周报',
  openFlag: 2,
  guideDesc: '上传巡检记录即可',
};
const app = { ...form, id: 'app-7', auditStatus: 1, extra: 'not part of the form' } as unknown as AppInfo;
const emptyPage: Page<AppInfo> = { records: [], total: 0 } as unknown as Page<AppInfo>;

function start(opts: { failRemove?: boolean; failUpload?: boolean; failLoads?: number; failSave?: boolean } = {}) {
  const calls = { load: [] as unknown[], remove: [] as unknown[], upload: [] as unknown[], save: [] as unknown[] };
  const actor = createActor(
    appPublishMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) =>
          calls.load.push(input) <= (opts.failLoads ?? 0)
            ? Promise.reject(new Error('服务繁忙，请稍后再试'))
            : Promise.resolve(emptyPage),
        ),
        removeApp: fromPromise(({ input }) => {
          calls.remove.push(input);
          return opts.failRemove ? Promise.reject(new Error('refused')) : Promise.resolve(true);
        }),
        uploadImage: fromPromise(({ input }: { input: { field: ImageField; file: File } }) => {
          calls.upload.push(input);
          return opts.failUpload
            ? Promise.reject(new Error('too big'))
            : Promise.resolve(`/file/new-${input.field}.png`);
        }),
        saveApp: fromPromise(({ input }) => {
          calls.save.push(input);
          return opts.failSave ? Promise.reject(new Error('应用名称已存在')) : Promise.resolve(true);
        }),
      },
    }),
  ).start();
  return { actor, calls };
}
const dialog = (a: ReturnType<typeof start>['actor']) => (a.getSnapshot().value as { dialog: string }).dialog;
const list = (a: ReturnType<typeof start>['actor']) => (a.getSnapshot().value as { list: string }).list;

beforeEach(() => vi.mocked(notify).mockClear());

describe('appPublish machine', () => {
  it('loads the first page of my apps', async () => {
    const { actor, calls } = start();
    await waitFor(actor, () => list(actor) === 'ready');
    expect(calls.load).toEqual([{ pageNum: 1 }]);
    expect(PUBLISHED_PAGE_SIZE).toBe(10);
  });

  it('does not submit an invalid form, and shows its errors only after trying', () => {
    const { actor, calls } = start();
    actor.send({ type: 'PUBLISH.OPEN' });
    expect(publishErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'PUBLISH.CHANGE', patch: { appName: '只填了名字' } });
    actor.send({ type: 'PUBLISH.SUBMIT' });
    expect(dialog(actor)).toBe('editing');
    expect(calls.save).toEqual([]);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(Object.keys(publishErrors(actor.getSnapshot().context))).toContain('iconUrl');
    expect(actor.getSnapshot().context.form.appName).toBe('只填了名字');
  });

  it('publishes a new app: saves without id, tells the user, reloads the list', async () => {
    const { actor, calls } = start();
    await waitFor(actor, () => list(actor) === 'ready');
    actor.send({ type: 'PUBLISH.OPEN' });
    actor.send({ type: 'PUBLISH.CHANGE', patch: form });
    actor.send({ type: 'PUBLISH.SUBMIT' });
    await waitFor(actor, () => dialog(actor) === 'closed');
    expect(calls.save).toEqual([{ form, id: undefined }]);
    expect(notify).toHaveBeenCalledWith('已提交审核，审核通过后将在应用商店上架', 'success');
    await waitFor(actor, () => list(actor) === 'ready' && calls.load.length === 2);
  });

  it('edits an app: the form holds only its form fields, save carries its id', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'PUBLISH.OPEN', app });
    expect(actor.getSnapshot().context.form).toEqual(form);
    expect(actor.getSnapshot().context.editingId).toBe('app-7');
    actor.send({ type: 'PUBLISH.SUBMIT' });
    await waitFor(actor, () => dialog(actor) === 'closed');
    expect(calls.save).toEqual([{ form, id: 'app-7' }]);
    expect(notify).toHaveBeenCalledWith('已保存，重新提交审核', 'success');
  });

  it('uploads a picked image into its field, keeping what is typed meanwhile', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'PUBLISH.OPEN' });
    const file = new File(['x'], 'bg.png');
    actor.send({ type: 'PUBLISH.UPLOAD', field: 'bgUrl', file });
    expect(dialog(actor)).toBe('uploading');
    actor.send({ type: 'PUBLISH.CHANGE', patch: { appName: '边传边填' } });
    await waitFor(actor, () => dialog(actor) === 'editing');
    expect(calls.upload).toEqual([{ field: 'bgUrl', file }]);
    const ctx = actor.getSnapshot().context;
    expect(ctx.form.bgUrl).toBe('/file/new-bgUrl.png');
    expect(ctx.form.iconUrl).toBe('');
    expect(ctx.form.appName).toBe('边传边填');
    expect(ctx.uploading).toBeUndefined();
  });

  it('a failed upload returns to the form unchanged', async () => {
    const { actor } = start({ failUpload: true });
    actor.send({ type: 'PUBLISH.OPEN', app });
    actor.send({ type: 'PUBLISH.UPLOAD', field: 'iconUrl', file: new File(['x'], 'i.png') });
    await waitFor(actor, () => dialog(actor) === 'editing');
    expect(actor.getSnapshot().context.form).toEqual(form);
    expect(actor.getSnapshot().context.uploading).toBeUndefined();
  });

  it('deletes the chosen app, tells the user and reloads', async () => {
    const { actor, calls } = start();
    await waitFor(actor, () => list(actor) === 'ready');
    actor.send({ type: 'PUBLISHED.DELETE', id: 'app-7' });
    expect(actor.getSnapshot().context.deletingId).toBe('app-7');
    await waitFor(actor, () => list(actor) === 'ready' && calls.load.length === 2);
    expect(calls.remove).toEqual([{ id: 'app-7' }]);
    expect(notify).toHaveBeenCalledWith('删除成功', 'success');
    expect(actor.getSnapshot().context.deletingId).toBeUndefined();
  });

  it('a refused delete goes back to the list without a success notice', async () => {
    const { actor } = start({ failRemove: true });
    await waitFor(actor, () => list(actor) === 'ready');
    actor.send({ type: 'PUBLISHED.DELETE', id: 'app-9' });
    await waitFor(actor, () => list(actor) === 'ready');
    expect(notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.deletingId).toBeUndefined();
  });

  it('says why the list failed and loads it again on 刷新', async () => {
    const { actor, calls } = start({ failLoads: 1 });
    await waitFor(actor, () => list(actor) === 'failed');
    expect(actor.getSnapshot().context.listError).toBe('服务繁忙，请稍后再试');
    actor.send({ type: 'PUBLISHED.REFRESH' });
    await waitFor(actor, () => list(actor) === 'ready');
    expect(calls.load).toEqual([{ pageNum: 1 }, { pageNum: 1 }]);
  });

  it('刷新 asks for the page shown again', async () => {
    const { actor, calls } = start();
    await waitFor(actor, () => list(actor) === 'ready');
    actor.send({ type: 'PUBLISHED.REFRESH' });
    expect(list(actor)).toBe('loading');
    await waitFor(actor, () => list(actor) === 'ready');
    expect(calls.load).toHaveLength(2);
  });

  it('关闭 closes the dialog without saving', () => {
    const { actor, calls } = start();
    actor.send({ type: 'PUBLISH.OPEN', app });
    actor.send({ type: 'PUBLISH.CLOSE' });
    expect(dialog(actor)).toBe('closed');
    expect(calls.save).toEqual([]);
  });

  it('a refused save keeps the dialog open as typed, and a field emptied then shows its error at once', async () => {
    const { actor, calls } = start({ failSave: true });
    actor.send({ type: 'PUBLISH.OPEN', app });
    actor.send({ type: 'PUBLISH.SUBMIT' });
    expect(dialog(actor)).toBe('submitting');
    await waitFor(actor, () => dialog(actor) === 'editing');
    expect(calls.save).toHaveLength(1);
    expect(actor.getSnapshot().context.form).toEqual(form);
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'PUBLISH.CHANGE', patch: { appName: '' } });
    expect(Object.keys(publishErrors(actor.getSnapshot().context))).toEqual(['appName']);
  });

  it('goes to the asked page', async () => {
    const { actor, calls } = start();
    await waitFor(actor, () => list(actor) === 'ready');
    actor.send({ type: 'PUBLISHED.PAGE', pageNum: 3 });
    await waitFor(actor, () => list(actor) === 'ready');
    expect(calls.load).toEqual([{ pageNum: 1 }, { pageNum: 3 }]);
  });
});
