import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { submitFeedback } from '../../../src/api/feedback';
import { configureHttp } from '../../../src/api/http';
import { paths } from '../../../src/api/paths';

beforeEach(() => configureHttp({ getToken: () => 'tok', backendReady: Promise.resolve() }));

describe('the feedback form', () => {
  it('leaves an optional field the user did not give out of the form, rather than sending “undefined”', async () => {
    let body = '';
    server.use(
      mock.post(`*${paths.feedback.submit}`, async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ code: 200, msg: 'success', data: 'f1' });
      }),
    );
    await submitFeedback({
      feedbackType: 1,
      content: '页面打不开',
      contactName: '张三',
      contactInfo: undefined,
      userType: 1,
      files: [],
    } as never);
    expect(body).toContain('name="contactName"');
    expect(body).not.toContain('name="contactInfo"');
    expect(body).not.toContain('undefined');
  });
});
