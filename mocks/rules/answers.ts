/**
 * The simulator's "model": a realistic Chinese answer in markdown for a scenario and a
 * prompt. No randomness beyond a hash of the prompt, so a demo or a test asking the same
 * question always gets the same answer.
 */
import { isScenarioId, personas, type ScenarioId } from '../../src/domain/experience';
import { markdownText } from '../../src/domain/markdownText';
import { resolveGatewayBaseUrl } from '../../src/api/paths';

export interface AnswerRequest {
  scenario?: string;
  prompt: string;
  appName?: string;
  /** 1-4 (SPEC voice personas); anything else is the system default voice. */
  persona?: number;
  /** The origin the question came to (the request's); code in the answer calls the gateway there. */
  origin?: string;
}

/** A small stable hash (FNV-1a) to pick between phrasings. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const pick = <T>(options: readonly T[], seed: number): T => options[seed % options.length];

const has = (prompt: string, words: readonly string[]) =>
  words.some((w) => prompt.toLowerCase().includes(w.toLowerCase()));

/** The user's question, shortened, as plain text inside the markdown answer. */
const quote = (prompt: string) => markdownText(prompt.length > 40 ? `${prompt.slice(0, 40)}…` : prompt);

const CODE_WORDS = ['代码', '示例', 'python', 'api', '接口', 'sdk', 'curl', 'javascript'];

/** The gateway's base URL as the portal resolves it (src/api/paths.ts) for the origin asked at. */
const codeExample = (origin: string) =>
  [
    '```python',
    'from openai import OpenAI',
    '',
    `client = OpenAI(api_key="YOUR_API_KEY", base_url="${resolveGatewayBaseUrl('', '', origin)}")`,
    'reply = client.chat.completions.create(',
    '    model="qwen-72b-chat",',
    '    messages=[{"role": "user", "content": "你好"}],',
    '    stream=True,',
    ')',
    'for chunk in reply:',
    '    print(chunk.choices[0].delta.content or "", end="")',
    '```',
  ].join('\n');

function inspection(prompt: string, seed: number): string {
  const part = has(prompt, ['光伏']) ? '光伏组件' : has(prompt, ['风机', '风电']) ? '风机叶片' : '输电线路';
  const defect = pick(
    ['绝缘子表面污秽、疑似闪络痕迹', '导线外层断股约 3 股', '金具锈蚀、开口销缺失', '组件热斑，温差约 12℃'],
    seed,
  );
  return [
    `## ${part}巡检分析`,
    `针对您描述的情况（“${quote(prompt)}”），结合航拍图像判读规则，初步结论如下：`,
    '',
    '| 序号 | 部位 | 疑似缺陷 | 等级 |',
    '| --- | --- | --- | --- |',
    `| 1 | ${part} | ${defect} | ${pick(['一般', '严重', '危急'], seed >>> 3)} |`,
    `| 2 | 附属设施 | 鸟巢 1 处，距带电体约 0.8 米 | 一般 |`,
    '',
    '**处置建议**',
    '1. 安排无人机抵近复拍，补充红外与可见光双光图像；',
    '2. 缺陷等级为严重及以上时，24 小时内通知运维班组现场消缺；',
    '3. 将本次结论写入巡检台账，便于下次比对变化趋势。',
  ].join('\n');
}

function targetSearch(prompt: string, seed: number): string {
  const target = has(prompt, ['老人', '人员', '走失'])
    ? '走失人员'
    : has(prompt, ['车', '车辆'])
      ? '目标车辆'
      : '目标物';
  return [
    `## ${target}搜索方案`,
    `已根据“${quote(prompt)}”生成搜索计划：`,
    '',
    `- **区域划分**：按 ${pick(['200×200', '300×300', '250×250'], seed)} 米网格切分，优先搜索道路、水源与开阔地周边；`,
    `- **航线规划**：采用“之”字形航线，航高 ${pick(['60', '80', '100'], seed >>> 2)} 米，旁向重叠率 30%；`,
    '- **识别要点**：可见光识别颜色与轮廓，夜间切换红外识别体温目标；',
    '- **协同方式**：疑似目标自动回传坐标，地面队伍按优先级核查。',
    '',
    '> 提示：风速超过 10 m/s 或能见度低于 1 公里时，建议暂停飞行。',
  ].join('\n');
}

function meetingMinutes(prompt: string): string {
  return [
    '## 会议纪要',
    `**会议内容概述**：${quote(prompt)}`,
    '',
    '### 议题与结论',
    '1. 版本计划：按期推进，关键节点每周同步一次进度；',
    '2. 质量保障：测试完成前不得上线，问题单当天闭环。',
    '',
    '### 待办事项',
    '- [ ] 责任人整理需求清单（本周五前）',
    '- [ ] 测试负责人输出测试报告（上线前 2 天）',
    '',
    '如需从录音生成纪要，可点击“上传会议录音”，系统会先转写再提炼要点。',
  ].join('\n');
}

function onlineAnswer(prompt: string, seed: number, origin: string): string {
  if (has(prompt, ['价格', '计费', '收费', '多少钱'])) {
    return [
      '平台按 **调用量** 计费，输入与输出分别按每千 tokens 计价：',
      '',
      '| 模型 | 输入（元/千tokens） | 输出（元/千tokens） |',
      '| --- | --- | --- |',
      '| 通义千问 72B | 0.004 | 0.012 |',
      '| GLM-4 | 0.005 | 0.010 |',
      '| DeepSeek-V3 | 0.002 | 0.008 |',
      '',
      '新用户可在“账户管理 → 代金券”领取体验额度，开源模型的私有化部署另行报价。',
    ].join('\n');
  }
  if (has(prompt, CODE_WORDS)) {
    return [
      '平台接口兼容 OpenAI 协议，替换 `base_url` 与密钥即可调用。以 Python 为例：',
      '',
      codeExample(origin),
      '',
      '把 `YOUR_API_KEY` 换成“开发管理 → 密钥管理”中创建的密钥。',
    ].join('\n');
  }
  if (has(prompt, ['你好', '您好', 'hello', 'hi'])) {
    return pick(
      [
        '您好！我是平台的在线问答助手，可以帮您了解模型能力、接入方式与计费规则。请问有什么可以帮您？',
        '你好呀，我是在线问答助手。想了解哪个模型、怎么接入，直接问我就好。',
      ],
      seed,
    );
  }
  return [
    `关于“${quote(prompt)}”，我的理解和建议如下：`,
    '',
    `1. **先明确目标**：${pick(['梳理业务场景和期望效果', '确认要解决的核心问题与衡量指标', '区分必须满足与锦上添花的需求'], seed)}；`,
    `2. **选择合适的模型**：文本任务可选通义千问或 GLM-4，图像理解可选 Qwen-VL，语音场景选 Paraformer；`,
    '3. **小范围验证**：先在体验中心调试提示词和参数，再通过 API 接入业务系统。',
    '',
    '如果需要，我可以给出具体的接入示例代码。',
  ].join('\n');
}

function personaAnswer(prompt: string, persona: number | undefined, seed: number): string {
  const name = personas.find((p) => p.id === persona)?.name ?? '系统默认';
  const lines: Record<string, string> = {
    知性贴心: '我会认真听你说，也会把事情讲清楚、讲明白。',
    幽默风趣: '放心，我负责认真回答，顺便负责让你笑一笑。',
    活泼可爱: '嘿嘿，有什么想聊的都可以找我哦～',
    成熟稳重: '我会给出审慎、可靠的建议，供你参考决策。',
    系统默认: '我会以清晰、礼貌的方式回答你的问题。',
  };
  if (has(prompt, ['介绍', '你是谁'])) return `我是你的产品助手，当前人设是「${name}」。${lines[name]}`;
  return [
    `（人设：${name}）`,
    '',
    `${lines[name]}关于“${quote(prompt)}”：`,
    '',
    pick(
      [
        '可以先从最简单的一步开始，做完再看下一步。',
        '不妨列个小清单，按轻重缓急来安排。',
        '换个角度想想，也许会有新的发现。',
      ],
      seed,
    ),
  ].join('\n');
}

const personaOpening: Record<number, string> = {
  1: '好的，我来细致地帮你梳理一下。',
  2: '这个问题问得好，咱们轻松聊聊！',
  3: '收到啦～马上为你解答！',
  4: '明白，我给出一份稳妥的分析。',
};

export function composeAnswer({
  scenario,
  prompt,
  appName,
  persona,
  origin = globalThis.location?.origin ?? '',
}: AnswerRequest): string {
  const text = prompt.trim() || '你好';
  const seed = hashText(text);
  const id: ScenarioId | undefined = isScenarioId(scenario) ? scenario : undefined;
  let body: string;
  switch (id) {
    case 'inspection':
      body = inspection(text, seed);
      break;
    case 'targetSearch':
      body = targetSearch(text, seed);
      break;
    case 'meetingMinutes':
      body = meetingMinutes(text);
      break;
    case 'persona':
      return personaAnswer(text, persona, seed);
    default:
      body = onlineAnswer(text, seed, origin);
  }
  // An app's name is its author's choice: plain text, never markdown (a link, an image…).
  const opening = [
    appName ? `我是「${markdownText(appName)}」。` : '',
    persona ? (personaOpening[persona] ?? '') : '',
  ].join('');
  return opening ? `${opening}\n\n${body}` : body;
}
