import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { transcribeMeeting } from '../../../src/api/chat';
import { configureHttp } from '../../../src/api/http';
import { paths } from '../../../src/api/paths';

beforeEach(() => configureHttp({ getToken: () => 'tok', backendReady: Promise.resolve() }));

describe('the meeting-minutes upload', () => {
  it('sends the audio as the form field `file`, the one the platform reads', async () => {
    let body = '';
    server.use(
      mock.post(`*${paths.chat.meetingMinutes}`, async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { fileName: 'a.mp3', durationSeconds: 1, transcript: [], summary: '' },
        });
      }),
    );
    await transcribeMeeting(new File(['x'], 'a.mp3', { type: 'audio/mpeg' }));
    // jsdom's XHR sends a file's part without its name or bytes: the part's field name is what shows.
    expect(body.match(/name="(\w*)"; filename=/)?.[1]).toBe('file');
  });
});
