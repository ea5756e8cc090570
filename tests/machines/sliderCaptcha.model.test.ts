import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { server } from '../../mocks/node';
import { url } from '../../mocks/rules/respond';
import { paths } from '../../src/api/paths';
import { sliderCaptchaMachine } from '../../src/machines/sliderCaptcha';
import { serveSimulatorPerTest } from '../unit/mocks/client';

serveSimulatorPerTest();

describe('slider captcha challenge', () => {
  it('asks the simulator for a challenge when the slider appears', async () => {
    const actor = createActor(sliderCaptchaMachine).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    const { challenge } = actor.getSnapshot().context;
    expect(challenge?.id).toEqual(expect.any(String));
    expect(challenge?.gap).toEqual(expect.any(Number));
  });

  it('reports each failed attempt once, so the form can say 验证码初始化失败, and 重新加载 asks again', async () => {
    server.use(http.post(url(paths.captcha.challenge), () => HttpResponse.error(), { once: true }));
    const actor = createActor(sliderCaptchaMachine);
    let failures = 0;
    actor.on('CAPTCHA.INIT_FAILED', () => void failures++);
    actor.start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(failures).toBe(1);
    expect(actor.getSnapshot().context.challenge).toBeUndefined();
    actor.send({ type: 'CAPTCHA.RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(failures).toBe(1);
    expect(actor.getSnapshot().context.challenge?.id).toEqual(expect.any(String));
  });
});
