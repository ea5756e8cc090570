import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { tables } from '../../mocks/db/models';
import { fileOfUrl } from '../../mocks/rules/uploads';
import { uploadFile } from '../../src/api/file';
import { paths } from '../../src/api/paths';
import { getMyDetail } from '../../src/api/user';
import { storeToken } from '../../src/machines/credentials';
import { notify } from '../../src/machines/notify';
import { profileMachine } from '../../src/machines/profile';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { recordBodies } from './requestBodies';

// The profile's real calls against the simulator; only the toasts are left out.
vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));
// jsdom's File loses its name on the way to msw/node, so the upload goes as the simulator tests send
// one (a hand-written multipart body) — still to the real endpoint, with the purpose the machine chose.
vi.mock('../../src/api/file', async () => {
  const { uploadImage } = await import('../unit/mocks/client');
  const { readToken } = await import('../../src/machines/credentials');
  return { uploadFile: vi.fn(async (_file: File, type: string) => ({ url: await uploadImage(readToken()!, type) })) };
});
serveSimulatorPerTest();
const updates = recordBodies(paths.user.update);
const row = (userName: string) => tables.user.find((u) => u.userName === userName)!;

async function signedInProfile() {
  storeToken(await loginAs('dev_ent'));
  return createActor(profileMachine, { input: { user: await getMyDetail() } }).start();
}

describe('profile against the simulator', () => {
  it('sends the profile with the spaces around name, company and email trimmed', async () => {
    const actor = await signedInProfile();
    actor.send({ type: 'PROFILE.EDIT' });
    actor.send({
      type: 'PROFILE.CHANGE',
      values: {
        nickName: '  王晓 ',
        position: '产品经理',
        companyName: ' 杭州新帆科技有限公司  ',
        email: ' wangxiao@xinfan.cn ',
      },
    });
    actor.send({ type: 'PROFILE.SAVE' });
    await waitFor(actor, (s) => !s.matches({ form: 'saving' }));
    expect(actor.getSnapshot().value).toMatchObject({ form: 'viewing' });
    expect(await updates()).toEqual([
      { nickName: '王晓', position: '产品经理', companyName: '杭州新帆科技有限公司', email: 'wangxiao@xinfan.cn' },
    ]);
    expect(row('dev_ent')).toMatchObject({
      nickName: '王晓',
      position: '产品经理',
      companyName: '杭州新帆科技有限公司',
      email: 'wangxiao@xinfan.cn',
    });
    expect(notify).toHaveBeenCalledWith('保存成功', 'success');
  });

  it('uploads a new avatar as an avatar picture and stores its address on the profile', async () => {
    const actor = await signedInProfile();
    actor.send({
      type: 'PROFILE.AVATAR',
      file: new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', { type: 'image/png' }),
    });
    await waitFor(actor, (s) => s.matches({ avatar: 'idle' }));
    const { avatarError, user } = actor.getSnapshot().context;
    expect(avatarError).toBeUndefined();
    expect(vi.mocked(uploadFile).mock.calls.map(([file, type]) => [file.name, type])).toEqual([['me.png', 'avatar']]);
    expect(fileOfUrl(user?.avatarUrl ?? '')?.purpose).toBe('avatar');
    expect(row('dev_ent').avatarUrl).toBe(user?.avatarUrl);
    expect(await updates()).toEqual([{ avatarUrl: user?.avatarUrl }]);
    expect(notify).toHaveBeenCalledWith('头像已更新', 'success');
  });
});
