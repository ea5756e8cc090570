import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transcribeMeeting } from '../../../src/api/chat';
import { submitFeedback } from '../../../src/api/feedback';
import { configureHttp, http } from '../../../src/api/http';

/**
 * The multipart forms as they leave the client. jsdom's FormData does not reach msw with its
 * field names intact (tests/unit/mocks/knowledge.test.ts writes its multipart by hand), so the
 * transport is stood in for and the FormData the client built is read directly.
 */
const sent: InternalAxiosRequestConfig[] = [];
const original = http.defaults.adapter;

beforeEach(() => {
  sent.length = 0;
  configureHttp({ getToken: () => 'tok-1', getSessionId: () => undefined, backendReady: Promise.resolve() });
  http.defaults.adapter = ((cfg: InternalAxiosRequestConfig) => {
    sent.push(cfg);
    return Promise.resolve({
      data: JSON.stringify({ code: 200, data: 'ok', msg: 'success' }),
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders(),
      config: cfg,
    });
  }) as AxiosAdapter;
});
afterEach(() => {
  http.defaults.adapter = original;
});

const fieldsOf = (form: FormData) => [...form.keys()];

describe('multipart forms', () => {
  it('sends the meeting recording under the file field', async () => {
    const audio = new File(['RIFF'], '周会.wav', { type: 'audio/wav' });
    await transcribeMeeting(audio);
    const form = sent[0].data as FormData;
    expect(fieldsOf(form)).toEqual(['file']);
    expect((form.get('file') as File).name).toBe('周会.wav');
  });

  // SPEC section 5: contact name and contact info are optional; left empty, they are not sent.
  it('leaves the optional feedback fields out when they are empty', async () => {
    const shot = new File(['png'], '截图.png', { type: 'image/png' });
    await submitFeedback({
      feedbackType: 1,
      content: '页面加载很慢',
      contactName: '',
      contactInfo: undefined,
      userType: 3,
      files: [shot],
    });
    const form = sent[0].data as FormData;
    expect(fieldsOf(form)).toEqual(['feedbackType', 'content', 'userType', 'files']);
    expect([form.get('feedbackType'), form.get('content'), form.get('userType')]).toEqual(['1', '页面加载很慢', '3']);
  });
});
