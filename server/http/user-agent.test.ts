import { describe, expect, it } from 'vitest';
import { agentClass, isBot, isOutdatedBrowser } from './user-agent';

const AGENTS = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  chrome80: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36',
  chrome142: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  firefox78: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:78.0) Gecko/20100101 Firefox/78.0',
  firefox128: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safari15: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15',
  safari17: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  iphone15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6.1 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (Linux; Android 13; V2183A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110005 MMWEBSDK/20231202 MicroMessenger/8.0.44.2502(0x28002C37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  curl: 'curl/8.5.0',
} as const;

describe('the user-agent guard', () => {
  it('tells crawlers apart from people', () => {
    expect(isBot(AGENTS.googlebot)).toBe(true);
    expect(isBot(AGENTS.baiduspider)).toBe(true);
    expect(isBot(AGENTS.chrome142)).toBe(false);
    expect(isBot(AGENTS.wechat)).toBe(false);
    expect(isBot(undefined)).toBe(false);
    expect(agentClass(AGENTS.wechat)).toBe('mobile');
    expect(agentClass(AGENTS.chrome142)).toBe('desktop');
    expect(agentClass(AGENTS.curl)).toBe('bot');
    expect(agentClass(undefined)).toBe('other');
  });

  it('knows the browsers too old for ES2022 scripts', () => {
    for (const agent of [AGENTS.ie11, AGENTS.chrome80, AGENTS.firefox78, AGENTS.safari15, AGENTS.iphone15]) {
      expect(isOutdatedBrowser(agent), agent).toBe(true);
    }
  });

  it('gives the scripts to current browsers, in-app browsers it cannot judge, crawlers and other clients', () => {
    for (const agent of [
      AGENTS.chrome142,
      AGENTS.firefox128,
      AGENTS.safari17,
      AGENTS.wechat,
      AGENTS.googlebot,
      AGENTS.curl,
      '',
      undefined,
    ]) {
      expect(isOutdatedBrowser(agent), String(agent)).toBe(false);
    }
  });
});
