/**
 * The simulator's "model" answers: which kind of answer a scenario and a prompt get, the user's
 * words quoted as plain text (never markdown), an app's name and a voice persona's opening.
 */
import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../../../mocks/rules/answers';

const greetings = [
  '您好！我是平台的在线问答助手，可以帮您了解模型能力、接入方式与计费规则。请问有什么可以帮您？',
  '你好呀，我是在线问答助手。想了解哪个模型、怎么接入，直接问我就好。',
];

describe('online answers', () => {
  it('greet an empty or greeting prompt', () => {
    expect(greetings).toContain(composeAnswer({ prompt: '   ' }));
    expect(greetings).toContain(composeAnswer({ prompt: 'Hello' }));
    expect(greetings).toContain(composeAnswer({ prompt: '您好' }));
  });

  it('explain pricing, and show code for API questions whatever their case', () => {
    expect(composeAnswer({ prompt: '怎么收费？' })).toMatch(/^平台按 \*\*调用量\*\* 计费/);
    const code = composeAnswer({ prompt: 'PYTHON 怎么调', origin: 'http://localhost:4306' });
    expect(code).toMatch(/^平台接口兼容 OpenAI 协议/);
    expect(code).toContain('```python\nfrom openai import OpenAI');
    // The gateway where the question was asked, as 查看代码 and the docs resolve it; no made-up host.
    expect(code).toContain('client = OpenAI(api_key="YOUR_API_KEY", base_url="http://localhost:4306/op-model/api/v1")');
    expect(composeAnswer({ prompt: 'python 示例', origin: 'https://portal.example.com' })).toContain(
      'base_url="https://portal.example.com/op-model/api/v1"',
    );
    expect(composeAnswer({ prompt: 'curl 示例' })).toContain('```python');
  });

  it('quote the question as plain text, cut after 40 characters', () => {
    expect(composeAnswer({ prompt: '如何选型' })).toMatch(
      /^关于“如何选型”，我的理解和建议如下：\n\n1\. \*\*先明确目标\*\*：/,
    );
    expect(composeAnswer({ prompt: '**粗体** [链接](x)' })).toContain('关于“\\*\\*粗体\\*\\* \\[链接\\]\\(x\\)”');
    const forty = '问'.repeat(40);
    expect(composeAnswer({ prompt: forty })).toContain(`关于“${forty}”`);
    expect(composeAnswer({ prompt: `${forty}多` })).toContain(`关于“${forty}…”`);
  });
});

describe('scenario answers', () => {
  it('inspect the part the prompt names', () => {
    expect(composeAnswer({ scenario: 'inspection', prompt: '光伏板有热斑' })).toMatch(
      /^## 光伏组件巡检分析\n针对您描述的情况（“光伏板有热斑”）/,
    );
    expect(composeAnswer({ scenario: 'inspection', prompt: '风电场巡检' })).toMatch(/^## 风机叶片巡检分析/);
    expect(composeAnswer({ scenario: 'inspection', prompt: '看看这张图' })).toMatch(/^## 输电线路巡检分析/);
    expect(composeAnswer({ scenario: 'inspection', prompt: '看看这张图' })).toContain(
      '| 序号 | 部位 | 疑似缺陷 | 等级 |',
    );
  });

  it('search for the target the prompt names', () => {
    expect(composeAnswer({ scenario: 'targetSearch', prompt: '寻找走失老人' })).toMatch(
      /^## 走失人员搜索方案\n已根据“寻找走失老人”生成搜索计划：/,
    );
    expect(composeAnswer({ scenario: 'targetSearch', prompt: '找一辆车' })).toMatch(/^## 目标车辆搜索方案/);
    expect(composeAnswer({ scenario: 'targetSearch', prompt: '找东西' })).toMatch(/^## 目标物搜索方案/);
  });

  it('write minutes of what was said', () => {
    expect(composeAnswer({ scenario: 'meetingMinutes', prompt: '周会' })).toMatch(
      /^## 会议纪要\n\*\*会议内容概述\*\*：周会\n/,
    );
  });

  it('answer an unknown scenario as the online assistant', () => {
    expect(greetings).toContain(composeAnswer({ scenario: 'nope', prompt: '你好' }));
  });
});

describe('personas', () => {
  it('introduce themselves by name with their line', () => {
    expect(composeAnswer({ scenario: 'persona', prompt: '介绍一下你自己', persona: 2 })).toBe(
      '我是你的产品助手，当前人设是「幽默风趣」。放心，我负责认真回答，顺便负责让你笑一笑。',
    );
    expect(composeAnswer({ scenario: 'persona', prompt: '你是谁', persona: 7 })).toBe(
      '我是你的产品助手，当前人设是「系统默认」。我会以清晰、礼貌的方式回答你的问题。',
    );
  });

  it('answer anything else under their name', () => {
    expect(composeAnswer({ scenario: 'persona', prompt: '今天做什么', persona: 4 })).toMatch(
      /^（人设：成熟稳重）\n\n我会给出审慎、可靠的建议，供你参考决策。关于“今天做什么”：\n\n/,
    );
    expect(composeAnswer({ scenario: 'persona', prompt: '今天做什么' })).toMatch(/^（人设：系统默认）/);
  });
});

describe('openings', () => {
  it('name the app as plain text and open with the persona’s line', () => {
    expect(composeAnswer({ prompt: '如何选型', appName: '[客服](x)' })).toMatch(
      /^我是「\\\[客服\\\]\\\(x\\\)」。\n\n关于“如何选型”/,
    );
    expect(composeAnswer({ prompt: '如何选型', persona: 1 })).toMatch(/^好的，我来细致地帮你梳理一下。\n\n关于/);
    expect(composeAnswer({ prompt: '如何选型', persona: 3 })).toMatch(/^收到啦～马上为你解答！\n\n/);
    expect(composeAnswer({ prompt: '如何选型', appName: '助手', persona: 2 })).toMatch(
      /^我是「助手」。这个问题问得好，咱们轻松聊聊！\n\n关于/,
    );
    expect(composeAnswer({ prompt: '如何选型', persona: 9 })).toMatch(/^关于/);
    expect(composeAnswer({ prompt: '如何选型', appName: '' })).toMatch(/^关于/);
  });
});

describe('the answers’ shape', () => {
  const tableRows = (answer: string) => answer.split('\n').filter((line) => line.startsWith('|') && line.endsWith('|'));

  it('fill every phrasing they pick, whatever the prompt', () => {
    const prompts = [
      '看看这张图',
      '光伏板有热斑',
      '寻找走失老人',
      '找一辆车',
      '如何选型',
      '今天做什么',
      '周末去哪',
      'a',
      'b',
      'c',
    ];
    for (const prompt of prompts) {
      for (const scenario of ['inspection', 'targetSearch', 'online', 'persona']) {
        const answer = composeAnswer({ scenario, prompt, persona: 1 });
        expect(answer).not.toContain('undefined');
        // A persona answer ends on its advice, never on an empty line.
        expect(answer.split('\n').at(-1)?.trim()).not.toBe('');
      }
    }
  });

  it('keep a table’s rows and a code fence on lines of their own', () => {
    expect(tableRows(composeAnswer({ prompt: '怎么收费？' })).length).toBeGreaterThanOrEqual(3);
    expect(tableRows(composeAnswer({ scenario: 'inspection', prompt: '看看这张图' })).length).toBeGreaterThanOrEqual(3);
    expect(composeAnswer({ prompt: 'PYTHON 怎么调' }).split('\n')).toContain('```python');
  });
});
