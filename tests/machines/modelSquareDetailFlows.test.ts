import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/http';
import type { ModelDetailListing } from '../../src/api/model';
import { storeToken } from '../../src/machines/credentials';
import { modelDetailMachine } from '../../src/machines/modelSquareDetail';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';

serveSimulatorPerTest();

const settled = (id: string, machine = modelDetailMachine) =>
  waitFor(createActor(machine, { input: { id } }).start(), (s) => !s.matches('loading') && !s.matches('checking'));

describe('model detail page against the simulator', () => {
  it('says the model is gone, with no retry, for an id the server does not know', async () => {
    storeToken(await loginAs('dev_ent'));
    const snapshot = await settled('no-such-model');
    expect(snapshot.value).toBe('notFound');
    expect(snapshot.context.error).toBe('模型不存在或已下线');
  });
});

describe('model detail page, failures that are not a missing model', () => {
  const failingWith = (error: Error) =>
    modelDetailMachine.provide({
      actors: { loadModel: fromPromise<ModelDetailListing, string>(() => Promise.reject(error)) },
    });

  it('offers a retry for a server error', async () => {
    const snapshot = await settled('sky-lite', failingWith(new ApiError('服务异常', 500)));
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe('服务异常');
  });

  it('offers a retry for a failure that carries no status, even one whose message reads like a missing model', async () => {
    const snapshot = await settled(
      'sky-lite',
      failingWith(Object.assign(new Error('模型不存在或已下线'), { code: 404 })),
    );
    expect(snapshot.value).toBe('failed');
  });

  it('retries a failed load and shows the model once it comes', async () => {
    let calls = 0;
    const detail = { id: 'sky-lite', name: '天空 Lite 轻量对话' } as ModelDetailListing;
    const flaky = modelDetailMachine.provide({
      actors: {
        loadModel: fromPromise<ModelDetailListing, string>(() =>
          ++calls === 1 ? Promise.reject(new ApiError('服务异常', 500)) : Promise.resolve(detail),
        ),
      },
    });
    const actor = createActor(flaky, { input: { id: 'sky-lite' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'DETAIL.RETRY' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context).toMatchObject({ model: detail, error: undefined });
    expect(calls).toBe(2);
  });
});
