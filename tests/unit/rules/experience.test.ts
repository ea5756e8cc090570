import { describe, expect, it } from 'vitest';
import { audioProblem, isScenarioId, scenarioById } from '../../../src/domain/experience';

const MB = 1024 * 1024;

describe('experience scenarios (SPEC section 3)', () => {
  it('knows the five scenario ids and nothing else', () => {
    for (const id of ['inspection', 'targetSearch', 'meetingMinutes', 'onlineAnswer', 'persona'])
      expect(isScenarioId(id), id).toBe(true);
    for (const value of ['meeting', '', undefined, 3]) expect(isScenarioId(value), String(value)).toBe(false);
  });

  it('finds a scenario by its id, and falls back to the first (智能巡检) for an unknown one', () => {
    expect(scenarioById('meetingMinutes')).toMatchObject({
      id: 'meetingMinutes',
      name: '会议纪要',
      acceptsAudio: true,
    });
    expect(scenarioById('onlineAnswer').name).toBe('在线问答');
    expect(scenarioById('inspection').name).toBe('智能巡检');
    expect(scenarioById('gone' as never)).toMatchObject({ id: 'inspection', name: '智能巡检' });
  });
});

describe('meeting audio uploads: mp3, wav, m4a, aac up to 50 MB', () => {
  it('takes the four formats, whatever the case of the extension', () => {
    for (const name of ['会议.mp3', 'a.WAV', 'x.y.m4a', 'rec.Aac'])
      expect(audioProblem({ name, size: MB }), name).toBeUndefined();
  });

  it('refuses other formats and names without an extension', () => {
    for (const name of ['会议.flac', 'mp3', 'notes.mp3.txt'])
      expect(audioProblem({ name, size: MB }), name).toBe('仅支持上传mp3、wav、m4a、aac格式音频');
  });

  it('takes exactly 50 MB and refuses a byte more', () => {
    expect(audioProblem({ name: 'a.mp3', size: 50 * MB })).toBeUndefined();
    expect(audioProblem({ name: 'a.mp3', size: 50 * MB + 1 })).toBe('音频大小不能超过50MB');
    expect(audioProblem({ name: 'a.mp3', size: 300 * MB })).toBe('音频大小不能超过50MB');
  });
});
