/** Constant lists behind the Slack workspace example tables (all invented). */

/** Channels: name, purpose, popularity (share of users who join), private. */
export const SLACK_CHANNELS: ReadonlyArray<readonly [name: string, purpose: string, popularity: number, isPrivate: boolean]> = [
  ['general', 'Announcements and questions for everyone', 1.0, false],
  ['random', 'Anything that is not work', 0.95, false],
  ['announcements', 'Releases, events and news', 0.8, false],
  ['help', 'Ask anything about using the product', 0.7, false],
  ['dev', 'Development discussion', 0.45, false],
  ['dev-frontend', 'Web client development', 0.25, false],
  ['dev-backend', 'Server and API development', 0.25, false],
  ['design', 'Design reviews and ideas', 0.2, false],
  ['data', 'Data questions and dashboards', 0.3, false],
  ['docs', 'Documentation work', 0.15, false],
  ['releases', 'Release planning and notes', 0.3, false],
  ['ci-builds', 'Build notifications', 0.12, false],
  ['community-events', 'Meetups and conferences', 0.35, false],
  ['jobs', 'Job posts from the community', 0.4, false],
  ['feature-requests', 'Ideas for the product', 0.35, false],
  ['security', 'Security reports and hardening', 0.08, true],
  ['maintainers', 'Maintainer coordination', 0.06, true],
  ['translations', 'Localisation of the interface', 0.1, false],
  ['introductions', 'Say hello', 0.6, false],
  ['show-and-tell', 'Share what you built', 0.3, false],
];

export const SLACK_FIRST_NAMES = [
  'Ada', 'Ben', 'Chloé', 'Dmitri', 'Elif', 'Femi', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kavya', 'Liam', 'Mei', 'Nadia',
  'Omar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Ximena', 'Yusuf', 'Zoë',
];
export const SLACK_LAST_NAMES = [
  'Adeyemi', 'Berg', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Haddad', 'Ivanova', 'Jensen', 'Kim', 'López',
  'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Singh', 'Tanaka', 'Usman', 'Vargas', 'Wang', 'Yilmaz',
];

/** Time zones users are in: IANA name, label, offset in seconds. */
export const SLACK_TIME_ZONES: ReadonlyArray<readonly [tz: string, label: string, offset: number, weight: number]> = [
  ['America/Los_Angeles', 'Pacific Standard Time', -28800, 22],
  ['America/New_York', 'Eastern Standard Time', -18000, 18],
  ['America/Sao_Paulo', 'Brasilia Standard Time', -10800, 5],
  ['Europe/London', 'Greenwich Mean Time', 0, 10],
  ['Europe/Berlin', 'Central European Time', 3600, 16],
  ['Europe/Istanbul', 'Turkey Time', 10800, 4],
  ['Asia/Kolkata', 'India Standard Time', 19800, 12],
  ['Asia/Shanghai', 'China Standard Time', 28800, 8],
  ['Asia/Tokyo', 'Japan Standard Time', 32400, 5],
];

/** Bot accounts at the end of the user list. */
export const SLACK_BOTS = ['buildbot', 'release-notes', 'welcome-bot'];

/** Message texts: openers and topics combined per message. */
export const SLACK_OPENERS = [
  'Has anyone tried', 'Quick question about', 'I just merged a fix for', 'Heads up:', 'Thanks for the help with',
  'Is there a doc for', 'We are seeing errors with', 'Proposal:', 'Nice work on', 'Can someone review',
];
export const SLACK_TOPICS = [
  'the new chart types', 'the SQL editor', 'dashboard filters', 'the 2.0 release', 'caching', 'the map layers',
  'the API tokens', 'row level security', 'the docker image', 'alerts and reports', 'the translation files',
  'the time grain options', 'CSV exports', 'the theme colours', 'database drivers',
];
