import Bowser from 'bowser';
import { isbot } from 'isbot';

// SPEC §4's user-agent guard, on the API host: what kind of client a request comes from. A crawler reads
// every page as a visitor does (pages are whole without scripts) but counts no read and no tracked visit; a
// browser too old for the portal's scripts gets the page without them and a notice (render/outdated-browser.ts).

export type AgentClass = 'desktop' | 'mobile' | 'bot' | 'other';

/**
 * The oldest browsers that run the portal's scripts: the build targets ES2022 (vite.config.ts), and these are
 * the first versions with all of it (class fields, top-level await, Array.prototype.at, Object.hasOwn).
 */
const RUNS_THE_SCRIPTS = {
  chrome: '>=94',
  edge: '>=94',
  firefox: '>=93',
  safari: '>=16.4',
  opera: '>=80',
  'samsung internet': '>=17',
  'internet explorer': '>=999',
} as const;

const MOBILE = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone/i;
/** User agents classed lately: a few browsers send most requests, and isbot's pattern is long. */
const KEPT = 2_000;

function remembered<T>(classify: (userAgent: string) => T): (userAgent: string) => T {
  const known = new Map<string, T>();
  return (userAgent) => {
    let value = known.get(userAgent);
    if (value === undefined) {
      if (known.size >= KEPT) known.clear();
      known.set(userAgent, (value = classify(userAgent)));
    }
    return value;
  };
}

const classOf = remembered((userAgent): AgentClass => {
  if (isbot(userAgent)) return 'bot';
  if (MOBILE.test(userAgent)) return 'mobile';
  return /Mozilla\/|Opera\//.test(userAgent) ? 'desktop' : 'other';
});

/** What kind of client a user agent is: bots (the isbot list) are told apart from people. */
export const agentClass = (userAgent: string | undefined): AgentClass => (userAgent ? classOf(userAgent) : 'other');

export const isBot = (userAgent: string | undefined): boolean => agentClass(userAgent) === 'bot';

const outdated = remembered(
  // An unknown browser is given the scripts: only a browser known to be too old is told so.
  (userAgent) => Bowser.getParser(userAgent).satisfies(RUNS_THE_SCRIPTS) === false,
);

/** Whether a browser is known to be too old for the portal's scripts (Internet Explorer, Chrome before 94, …). */
export const isOutdatedBrowser = (userAgent: string | undefined): boolean => !!userAgent && !isBot(userAgent) && outdated(userAgent);
