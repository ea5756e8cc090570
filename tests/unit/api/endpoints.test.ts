import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { configureHttp } from '../../../src/api/http';

/**
 * Every call of the client's endpoint modules, against a backend that records what it was sent.
 * SPEC section 7: each call carries what its caller gives it to the platform, and hands back the
 * envelope's `data`; section 8: a refusal (code not 200) shows the server's message and rejects,
 * except where the screen shows it itself (the list below).
 *
 * The arguments are made up per parameter name (a string for an id, an object for a query, a file
 * for a file…), each with its own marker, and the test checks that each marker reached the request
 * (path, query or body). The streamed calls, the analytics collector and the password-encoding
 * calls have their own tests (stream.test.ts, tracker tests, http.test.ts) and are left out here.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../src/api/*.ts', { eager: true });
const NOT_ENDPOINTS = /\/(http|bigJson|requestCache|stream|paths|analytics|axiosFetchAdapterOff|[a-zA-Z]+\.types)\.ts$/;
/**
 * `wholeList`, which makes the role and group searches tested in user.test.ts, a file download
 * (the knowledge tests), streamed (stream.test.ts) or with the password base64-encoded before it
 * leaves (http.test.ts).
 */
const OWN_TESTS = [
  'wholeList',
  'downloadKnowledgeFile',
  'streamChat',
  'runPlayground',
  'streamAppAnswer',
  'loginWithPassword',
  'register',
  'resetForgottenPassword',
  'changePassword',
];

/**
 * Calls whose refusal the screen shows in its own words or beside the fields it kept, so the
 * client must not also toast it (SPEC sections 5 and 8: nothing typed is lost, the message sits
 * with the form), or that run in the background where a toast would mean nothing to the user.
 */
const SHOWN_BY_THEIR_SCREEN: Record<string, string> = {
  auditDownloadApplication: 'the audit dialog keeps the reason typed and shows the refusal',
  enableTwoFactor: 'the two-step dialog keeps the typed code and shows the refusal under it',
  disableTwoFactor: 'the two-step dialog keeps the typed code and shows the refusal under it',
  finishSignIn: 'the login dialog keeps the typed code and shows the refusal under it',
  logout: 'logging out ends the session on this device whatever the server says',
  saveResourceQuota: 'the allocation dialog shows the refusal beside its fields',
  requestCaptchaChallenge: 'the slider says 验证码初始化失败，请刷新重试 (section 8)',
  transcribeMeeting: 'the meeting-minutes panel shows the failure beside the file',
  createScopedKey: 'the key form shows the refusal under its field',
  updateKeyScope: 'the key form shows the refusal under its field',
  rotateApiKey: 'the rotate confirmation shows the refusal',
  unfreezeKey: 'the unfreeze dialog keeps the reason typed and shows the refusal',
  saveAlertSettings: 'the alert settings keep what was typed and show the refusal beside them',
  createOrganisation: 'the create form keeps the name typed and shows the refusal',
  inviteMember: 'the invite dialog keeps the phone typed and shows the refusal',
  setMemberCap: 'the cap dialog keeps the amount typed and shows the refusal',
  createOrgKey: 'the key form keeps the name typed and shows the refusal',
  topUpWallet: 'the top-up dialog keeps the amount typed and shows the refusal',
  getFeatured: 'the home showcase falls back to its static content; guests get no error toast',
  uploadKnowledgeFile: 'each file row shows its own upload failure',
  searchModels: 'the model square shows its own empty/error state',
  searchModelListings: 'the model square shows its own empty/error state',
  getModelDetail: 'the detail page shows its own not-found state',
  getModelListing: 'the detail page shows its own not-found state',
  sendVerificationCode: '验证码发送失败，请稍后重试 and the captcha resets (section 8)',
  saveCustomerInfoCheckIn: 'submission failed, please retry, beside the consultation form (section 8)',
  activateInvitationCode: 'the activation dialog shows the refusal under the code field',
  applyInvitationCode: 'the invitation page shows the refusal in place',
  generateInvitationCodes: 'the generate dialog keeps its numbers and shows the refusal',
  comparePlayground: 'each compared model shows its own failure',
  saveBudget: 'the budget form shows the refusal beside the amount',
  requestRateLimit: 'the request form shows the refusal beside its fields',
  loginWithCode: 'the login dialog shows the refusal beside the form (section 5)',
  createGuestSession: 'a background call at start; the visitor has asked for nothing',
  improveUserInfo: 'the improve-info step keeps the form and shows the refusal',
  updateProfile: 'the profile form keeps the edits and shows the refusal',
  logOffAccount: 'the account-deletion dialog shows the refusal',
  saveEnterpriseVerification: 'the certification form keeps everything and shows the refusal',
  saveRemitVerification: 'the remittance step keeps the form and shows the refusal',
  submitPersonalCertification: 'the personal certification form keeps everything and shows the refusal',
  auditEnterpriseVerification: 'the audit dialog keeps the reason typed and shows the refusal',
  auditPersonalVerification: 'the audit dialog keeps the reason typed and shows the refusal',
};

type Endpoint = { name: string; call: (...args: unknown[]) => unknown };
const endpoints: Endpoint[] = Object.entries(modules)
  .filter(([path]) => !NOT_ENDPOINTS.test(path))
  .flatMap(([, mod]) => Object.entries(mod))
  .filter(([name, value]) => typeof value === 'function' && !OWN_TESTS.includes(name))
  .map(([name, call]) => ({ name, call: call as Endpoint['call'] }));

/**
 * The parameter names of a function, from its source (`(id, status) =>`, `function f(file, type)`);
 * a call declared by its request (src/api/requestCache.ts `cached`), from that request's.
 */
function parameterNames(fn: Endpoint['call']): string[] {
  const source = ('request' in fn && typeof fn.request === 'function' ? fn.request : fn).toString();
  const open = source.indexOf('(');
  let depth = 0;
  let close = open;
  for (let i = open; i < source.length; i++) {
    if ('({['.includes(source[i])) depth++;
    if (')}]'.includes(source[i])) depth--;
    if (depth === 0) {
      close = i;
      break;
    }
  }
  const list = source.slice(open + 1, close).trim();
  if (list === '') return [];
  if (list.startsWith('{')) return [list];
  return list.split(',').map((p) => p.trim().split(/\s*=/)[0]);
}

const OBJECTS = /^(q|body|form|input|app|g|r|u|record|decision|params|fields|features)$/;
const LISTS = /(ids|Ids|codes)$/;
const NUMBERS = /^(status|type|count|trialDays|monthlyBudget|targetType|userType)$/;
const IGNORED = /^(onProgress|options)$/;
const FILE_PART = 'Content-Type: image/png';

/** One made-up argument per parameter, and the markers the request must carry. */
function argumentsFor(fn: Endpoint['call'], seed: number) {
  const markers: string[] = [];
  const args = parameterNames(fn).map((name, i) => {
    const marker = `m${seed}x${i}`;
    if (IGNORED.test(name)) return undefined;
    if (name.startsWith('{')) {
      // Destructured: a field per name; `files` a list of one file.
      const keys = [...name.matchAll(/(?:^|[{,])\s*(?:\.\.\.)?(\w+)/g)].map((m) => m[1]);
      const files = keys.includes('files') ? [new File([marker], `${marker}.png`, { type: 'image/png' })] : undefined;
      markers.push(marker);
      if (files) markers.push(FILE_PART);
      return {
        ...Object.fromEntries(keys.map((k) => [k, `${marker}${k}`])),
        files,
        [`${marker}k`]: marker,
        content: marker,
      };
    }
    // jsdom's XHR sends a file's part without its name or bytes: a file part is what shows.
    markers.push(
      name === 'file' || name === 'files' ? FILE_PART : NUMBERS.test(name) ? String(9000 + seed * 10 + i) : marker,
    );
    if (name === 'file') return new File([marker], `${marker}.png`, { type: 'image/png' });
    if (name === 'files') return [new File([marker], `${marker}.png`, { type: 'image/png' })];
    if (NUMBERS.test(name)) return 9000 + seed * 10 + i;
    if (LISTS.test(name)) return [marker];
    if (OBJECTS.test(name)) return { [`${marker}k`]: marker };
    return marker;
  });
  return { args, markers };
}

interface Sent {
  url: string;
  body: string;
}
let sent: Sent[];
let notices: string[];

beforeEach(() => {
  sent = [];
  notices = [];
  configureHttp({
    getToken: () => 'tok',
    getSessionId: () => 'guest',
    onUnauthorized: () => undefined,
    notify: (m) => notices.push(m),
    backendReady: Promise.resolve(),
  });
});

function answer(reply: (url: string) => object) {
  server.use(
    mock.all('*', async ({ request }) => {
      sent.push({ url: decodeURIComponent(request.url), body: request.method === 'GET' ? '' : await request.text() });
      return HttpResponse.json(reply(request.url));
    }),
  );
}

describe('every endpoint call', () => {
  it('finds the endpoint modules', () => {
    expect(endpoints.length).toBeGreaterThan(150);
  });

  it.each(endpoints.map((e, seed) => [e.name, e, seed] as const))(
    '%s sends what it is given and hands back the data',
    async (name, endpoint, seed) => {
      const data = { answer: `data of ${name}` };
      answer(() => ({ code: 200, msg: 'success', data }));
      const { args, markers } = argumentsFor(endpoint.call, seed);
      const result = await endpoint.call(...args);
      expect(sent).toHaveLength(1);
      const request = `${sent[0].url} ${sent[0].body}`;
      for (const marker of markers) expect(request, `${name}: argument ${marker}`).toContain(marker);
      expect(result).toEqual(data);
      expect(notices).toEqual([]);
    },
  );

  it.each(endpoints.map((e, seed) => [e.name, e, seed] as const))(
    '%s rejects a refusal, toasting it unless its screen shows it',
    async (name, endpoint, seed) => {
      const message = `refused ${name}`;
      answer(() => ({ code: 500, msg: message, data: null }));
      const { args } = argumentsFor(endpoint.call, seed);
      await expect(Promise.resolve(endpoint.call(...args))).rejects.toMatchObject({ message });
      expect(notices).toEqual(name in SHOWN_BY_THEIR_SCREEN ? [] : [message]);
    },
  );
});

describe('the form fields SPEC names (section 7)', () => {
  const filePart = (body: string) => body.match(/name="(\w+)"; filename=/)?.[1];

  it('uploads a file as the form field `file`, its kind in the query', async () => {
    const { uploadFile } = await import('../../../src/api/file');
    answer(() => ({ code: 200, msg: 'success', data: { url: '/u/1' } }));
    await uploadFile(new File(['x'], 'a.png', { type: 'image/png' }), 'avatar');
    expect(filePart(sent[0].body)).toBe('file');
    expect(new URL(sent[0].url).searchParams.get('type')).toBe('avatar');
  });

  it('sends feedback and its replies with the images as `files`', async () => {
    const { submitFeedback, replyFeedback, replyAsStaff } = await import('../../../src/api/feedback');
    answer(() => ({ code: 200, msg: 'success', data: true }));
    const image = () => new File(['x'], 'a.png', { type: 'image/png' });
    await submitFeedback({
      feedbackType: 1,
      content: '页面打不开',
      contactName: '',
      userType: 1,
      files: [image()],
    } as never);
    await replyFeedback('f1', '补充说明', 1 as never, [image()]);
    await replyAsStaff('f1', '已处理', [image()]);
    expect(sent.map((s) => filePart(s.body))).toEqual(['files', 'files', 'files']);
    // An empty optional field is left out of the form rather than sent empty.
    expect(sent[0].body).not.toContain('name="contactName"');
    expect(sent[0].body).toContain('name="feedbackType"');
  });
});
