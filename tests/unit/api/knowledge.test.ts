import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, configureHttp, FALLBACK_MESSAGE, http } from '../../../src/api/http';
import { downloadKnowledgeFile, uploadKnowledgeFile } from '../../../src/api/knowledge';
import { paths } from '../../../src/api/paths';

/**
 * A browser's XHR answers a `responseType: 'blob'` call with a Blob typed by the answer's
 * content type; jsdom's XHR under msw cannot, so these tests stand in for the transport (the
 * client's own interceptors still run) and record what the client asked for.
 */
const notices: string[] = [];
const asked: InternalAxiosRequestConfig[] = [];
const original = http.defaults.adapter;

function answerWith(status: number, body: string, type: string): void {
  http.defaults.adapter = ((cfg: InternalAxiosRequestConfig) => {
    asked.push(cfg);
    const data = cfg.responseType === 'blob' ? new Blob([body], { type }) : body;
    const response: AxiosResponse = {
      data,
      status,
      statusText: String(status),
      headers: new AxiosHeaders({ 'content-type': type }),
      config: cfg,
    };
    if (status >= 400)
      return Promise.reject(
        new AxiosError(
          `Request failed with status code ${status}`,
          AxiosError.ERR_BAD_RESPONSE,
          cfg,
          undefined,
          response,
        ),
      );
    return Promise.resolve(response);
  }) as AxiosAdapter;
}

beforeEach(() => {
  notices.length = 0;
  asked.length = 0;
  configureHttp({
    getToken: () => 'tok-1',
    getSessionId: () => undefined,
    notify: (m) => notices.push(m),
    backendReady: Promise.resolve(),
  });
});
afterEach(() => {
  http.defaults.adapter = original;
});

describe('downloading a knowledge file (SPEC sections 7 and 8)', () => {
  it('POSTs the file id to download and hands back the bytes as a Blob', async () => {
    answerWith(200, '巡检规程第一章', 'text/plain');
    const blob = await downloadKnowledgeFile('1234567890123456789');
    expect(await blob.text()).toBe('巡检规程第一章');
    const [cfg] = asked;
    expect([cfg.method, cfg.url, cfg.responseType]).toEqual(['post', paths.knowledge.download, 'blob']);
    expect(JSON.parse(cfg.data as string)).toEqual({ id: '1234567890123456789' });
  });

  it('rejects a refusal that arrives inside the Blob with the server’s message, silently (the list names the file that failed)', async () => {
    answerWith(200, JSON.stringify({ code: 500, msg: '文件不存在', data: null }), 'application/json');
    const error = await downloadKnowledgeFile('9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '文件不存在', code: 500, silent: true });
    answerWith(200, JSON.stringify({ code: 403, data: null }), 'application/json;charset=UTF-8');
    await expect(downloadKnowledgeFile('9')).rejects.toMatchObject({ message: FALLBACK_MESSAGE, code: 403 });
    expect(notices).toEqual([]);
  });

  it('hands back a JSON document that is the file itself', async () => {
    answerWith(200, '{"name":"客服话术"}', 'application/json');
    expect(await (await downloadKnowledgeFile('1')).text()).toBe('{"name":"客服话术"}');
    answerWith(200, '{"code":200,"data":"x"}', 'application/json');
    expect(await (await downloadKnowledgeFile('1')).text()).toBe('{"code":200,"data":"x"}');
  });

  it('does not toast an HTTP failure either: the list shows it by file name', async () => {
    answerWith(500, '', 'text/plain');
    await expect(downloadKnowledgeFile('1')).rejects.toMatchObject({ message: FALLBACK_MESSAGE, code: 500 });
    expect(notices).toEqual([]);
  });
});

describe('uploading a knowledge file', () => {
  it('sends the file under the form field the platform reads, with its name and upload progress', async () => {
    answerWith(200, JSON.stringify({ code: 200, data: [{ id: '1', fileName: '规程.txt' }] }), 'application/json');
    const onProgress = () => undefined;
    const file = new File(['第一章'], '规程.txt', { type: 'text/plain' });
    await expect(uploadKnowledgeFile('2', file, onProgress)).resolves.toEqual([{ id: '1', fileName: '规程.txt' }]);
    const [cfg] = asked;
    expect([cfg.method, cfg.url, cfg.onUploadProgress]).toEqual([
      'post',
      paths.knowledge.uploadListById('2'),
      onProgress,
    ]);
    const sent = (cfg.data as FormData).get('files');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('规程.txt');
  });
});
