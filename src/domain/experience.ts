/**
 * The experience center's scenarios and voice personas (SPEC section 3), shared by the
 * page, its machine and the simulator's answer composer.
 */
export type ScenarioId = 'inspection' | 'targetSearch' | 'meetingMinutes' | 'onlineAnswer' | 'persona';

export interface Scenario {
  id: ScenarioId;
  group: string;
  name: string;
  description: string;
  /** Questions offered as one-click starters. */
  samples: string[];
  /** The meeting-minutes scenario takes an audio file as well as text. */
  acceptsAudio?: boolean;
}

export const scenarios: readonly Scenario[] = [
  {
    id: 'inspection',
    group: '低空飞行',
    name: '智能巡检',
    description: '描述航拍巡检画面，模型识别线路、杆塔与设备缺陷并给出巡检结论。',
    samples: ['110kV线路3号杆塔绝缘子表面有黑色痕迹，请分析', '帮我生成本次光伏电站巡检的报告模板'],
  },
  {
    id: 'targetSearch',
    group: '低空飞行',
    name: '目标搜索',
    description: '给出目标特征与搜索区域，模型规划航线并说明识别要点。',
    samples: ['在2平方公里山林中搜索走失的穿红色外套老人', '河道漂浮物搜索的航线怎么规划'],
  },
  {
    id: 'meetingMinutes',
    group: '智能设备',
    name: '会议纪要',
    description: '上传会议录音，自动转写为文字并生成要点摘要；也可以直接粘贴会议内容。',
    samples: ['把下面的讨论整理成会议纪要：下周上线新版本，测试由小王负责', '会议纪要一般包含哪些部分'],
    acceptsAudio: true,
  },
  {
    id: 'onlineAnswer',
    group: '通用机器人',
    name: '在线问答',
    description: '面向服务机器人与客服窗口的多轮问答，回答平台、模型与业务问题。',
    samples: ['平台的模型怎么计费？', '用 Python 调用对话接口的示例代码'],
  },
  {
    id: 'persona',
    group: '产品人设',
    name: '产品人设',
    description: '为你的产品设定语气与性格，体验不同人设下的对话风格。',
    samples: ['介绍一下你自己', '今天下雨了，推荐点室内活动'],
  },
];

export const DEFAULT_SCENARIO: ScenarioId = 'onlineAnswer';

/** The code that opens the experience center (and so the model square's try-it buttons). */
export const EXPERIENCE_ACCESS = 'DevC:modelC:ExperienceC:read';

export const isScenarioId = (value: unknown): value is ScenarioId => scenarios.some((s) => s.id === value);

export const scenarioById = (id: ScenarioId): Scenario => scenarios.find((s) => s.id === id) ?? scenarios[0];

/** Voice setting: 0 system default, 1 custom (then a persona applies). */
export type VoiceSetting = 0 | 1;
export type PersonaId = 1 | 2 | 3 | 4;

export const personas: readonly { id: PersonaId; name: string }[] = [
  { id: 1, name: '知性贴心' },
  { id: 2, name: '幽默风趣' },
  { id: 3, name: '活泼可爱' },
  { id: 4, name: '成熟稳重' },
];

export const voiceSettings: readonly { id: VoiceSetting; name: string }[] = [
  { id: 0, name: '系统默认' },
  { id: 1, name: '自定义' },
];

/** Model parameter bounds the form and the simulator agree on. */
export const TEMPERATURE = { min: 0, max: 2, step: 0.1, initial: 0.7 } as const;
export const MAX_TOKENS = { min: 64, max: 8192, step: 64, initial: 1024 } as const;

/** Meeting audio: formats and size the upload accepts. */
export const AUDIO_TYPES = ['mp3', 'wav', 'm4a', 'aac'] as const;
export const AUDIO_MAX_MB = 50;
export const AUDIO_TYPE_MESSAGE = '仅支持上传mp3、wav、m4a、aac格式音频';
export const AUDIO_SIZE_MESSAGE = `音频大小不能超过${AUDIO_MAX_MB}MB`;

export function audioProblem(file: { name: string; size: number }): string | undefined {
  // A name with no dot has no extension: "mp3" alone is not an mp3 file.
  const parts = file.name.split('.');
  if (parts.length < 2 || !(AUDIO_TYPES as readonly string[]).includes(parts[parts.length - 1].toLowerCase()))
    return AUDIO_TYPE_MESSAGE;
  if (file.size > AUDIO_MAX_MB * 1024 * 1024) return AUDIO_SIZE_MESSAGE;
  return undefined;
}
