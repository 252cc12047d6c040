import { exampleMetric, type ExampleTable } from './example-table.js';
import {
  SLACK_BOTS, SLACK_CHANNELS, SLACK_FIRST_NAMES, SLACK_LAST_NAMES, SLACK_OPENERS, SLACK_TIME_ZONES, SLACK_TOPICS,
} from './slack-data.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

/**
 * The tables of Superset's Slack dashboard example, for one invented community workspace over
 * 2021: `users`, `channels`, `channel_members`, `users_channels`, `messages`, `threads` and the
 * daily `exported_stats`, with Superset's column names and types. The tables agree with one
 * another because each derives its rows from the same formulas: who is in which channel is a
 * pure function of (user, channel), and `threads` holds exactly the messages that got replies.
 */

const HUMANS = 160;
const USERS = HUMANS + SLACK_BOTS.length;
const MESSAGES = 12_000;
const TEAM = 'T01TESSERA';
const YEAR_START = '2021-01-01 00:00:00';
const SECONDS_IN_YEAR = 365 * 86_400;
const R = sqlRandom;

const userId = (u: string) => `'U' || upper(substr(md5('slack-user-' || CAST(${u} AS VARCHAR)), 1, 10))`;
const channelId = (c: string) => `'C' || upper(substr(md5('slack-channel-' || CAST(${c} AS VARCHAR)), 1, 10))`;
const channelList = {
  name: () => sqlText.stringList(SLACK_CHANNELS.map((c) => c[0])),
  purpose: () => sqlText.stringList(SLACK_CHANNELS.map((c) => c[1])),
  popularity: () => sqlText.numberList(SLACK_CHANNELS.map((c) => c[2])),
  private: () => `[${SLACK_CHANNELS.map((c) => (c[3] ? 'true' : 'false')).join(', ')}]`,
};
/** Epoch seconds with Slack's six decimals, as Slack writes `ts` values in text. */
const slackTs = (t: string) => `printf('%d.%06d', CAST(epoch(${t}) AS BIGINT), CAST(epoch_us(${t}) % 1000000 AS BIGINT))`;

/** Every (channel c, user u) membership, 0-based indexes; the general channel holds everyone. */
function membershipSql(): string {
  return `(
  SELECT c, u FROM ${R.withUniforms(`(SELECT ch.range AS c, us.range AS u FROM range(${SLACK_CHANNELS.length}) AS ch CROSS JOIN range(${USERS}) AS us)`, {
    u_member: [`u * 64 + c`, 501],
  })}
  WHERE u_member < ${channelList.popularity()}[c + 1]
)`;
}

/**
 * Every message with the columns of `messages`, in time order: authors are members of the channel
 * (busier channels get more), about one message in twelve starts a thread with replies.
 */
function messagesSql(): string {
  const opener = sqlText.stringList(SLACK_OPENERS);
  const topic = sqlText.stringList(SLACK_TOPICS);
  const bots = sqlText.stringList(SLACK_BOTS);
  return `
WITH members AS (SELECT row_number() OVER (ORDER BY c, u) - 1 AS k, c, u FROM ${membershipSql()}),
drawn AS (
  SELECT i,
    TIMESTAMP '${YEAR_START}' + to_microseconds(CAST(floor(u_time * ${SECONDS_IN_YEAR} * 1000000) AS BIGINT)) AS t,
    CAST(floor(u_pair * (SELECT count(*) FROM members)) AS BIGINT) AS k,
    u_opener, u_topic, u_thread, u_replies, u_repliers, u_latest, u_reaction, u_join
  FROM ${R.withUniforms(`(SELECT range AS i FROM range(${MESSAGES}))`, {
    u_time: ['i', 511], u_pair: ['i', 512], u_opener: ['i', 513], u_topic: ['i', 514], u_thread: ['i', 515], u_replies: ['i', 516],
    u_repliers: ['i', 517], u_latest: ['i', 518], u_reaction: ['i', 519], u_join: ['i', 520],
  })}
),
placed AS (
  SELECT d.*, m.c, m.u, m.u >= ${HUMANS} AS is_bot,
    CASE WHEN m.u < ${HUMANS} AND d.u_join >= 0.04 AND d.u_thread < 0.08 THEN 1 + ${R.int('d.u_replies', 9)} ELSE 0 END AS replies
  FROM drawn AS d JOIN members AS m USING (k)
)
SELECT
  CASE WHEN is_bot THEN TIMESTAMP '2020-11-02 10:00:00' END AS bot_profile__updated,
  CASE WHEN replies > 0 THEN t + to_minutes(CAST(5 + ${R.int('u_latest', 600)} AS BIGINT)) END AS last_read,
  t AS ts,
  CASE WHEN is_bot THEN '${TEAM}' END AS bot_profile__team_id,
  CASE WHEN is_bot THEN 'A' || upper(substr(md5('slack-app-' || CAST(u AS VARCHAR)), 1, 10)) END AS bot_profile__app_id,
  CASE WHEN is_bot THEN ${bots}[u - ${HUMANS} + 1] END AS bot_profile__name,
  CASE WHEN is_bot THEN 'B' || upper(substr(md5('slack-bot-' || CAST(u AS VARCHAR)), 1, 10)) END AS bot_profile__id,
  CAST(NULL AS VARCHAR) AS parent_user_id,
  CASE WHEN NOT is_bot THEN md5('slack-message-' || CAST(i AS VARCHAR)) END AS client_msg_id,
  CAST(NULL AS VARCHAR) AS icons__emoji,
  ${channelId('c')} AS channel_id,
  '${TEAM}' AS source_team,
  CASE WHEN replies > 0 THEN ${slackTs('t')} END AS thread_ts,
  CAST(NULL AS VARCHAR) AS old_name,
  CASE WHEN replies > 0 THEN ${slackTs(`t + to_minutes(CAST(1 + ${R.int('u_latest', 600)} AS BIGINT))`)} END AS latest_reply,
  '${TEAM}' AS user_team,
  CASE WHEN is_bot THEN 'B' || upper(substr(md5('slack-bot-' || CAST(u AS VARCHAR)), 1, 10)) END AS bot_id,
  CAST(NULL AS VARCHAR) AS file_id,
  CASE WHEN is_bot THEN ${bots}[u - ${HUMANS} + 1] END AS username,
  'https://tessera-community.slack.com/archives/' || ${channelId('c')} || '/p' || replace(${slackTs('t')}, '.', '') AS permalink,
  CAST(NULL AS VARCHAR) AS name,
  '${TEAM}' AS team,
  CASE WHEN u_join < 0.04 AND NOT is_bot THEN 'channel_join' WHEN is_bot THEN 'bot_message' END AS subtype,
  CAST(NULL AS VARCHAR) AS topic,
  CAST(NULL AS VARCHAR) AS inviter,
  CAST(NULL AS VARCHAR) AS purpose,
  'message' AS type,
  ${userId('u')} AS "user",
  CASE
    WHEN u_join < 0.04 AND NOT is_bot THEN '<@' || ${userId('u')} || '> has joined the channel'
    WHEN is_bot THEN 'Build ' || CAST(1000 + i AS VARCHAR) || CASE WHEN u_opener < 0.85 THEN ' passed' ELSE ' failed' END
    ELSE ${opener}[1 + ${R.int('u_opener', SLACK_OPENERS.length)}] || ' ' || ${topic}[1 + ${R.int('u_topic', SLACK_TOPICS.length)}]
      || CASE WHEN ${R.int('u_opener', SLACK_OPENERS.length)} IN (${QUESTION_OPENERS.join(', ')}) THEN '?' ELSE '.' END
  END AS text,
  CAST(CASE WHEN is_bot THEN false END AS BOOLEAN) AS bot_profile__deleted,
  CAST(NULL AS BOOLEAN) AS display_as_bot,
  CAST(NULL AS BOOLEAN) AS is_delayed_message,
  CAST(NULL AS BOOLEAN) AS is_starred,
  CAST(NULL AS BOOLEAN) AS is_intro,
  false AS upload,
  CASE WHEN replies > 0 THEN u_latest < 0.5 END AS subscribed,
  CAST(CASE WHEN replies > 0 THEN least(replies, 1 + ${R.int('u_repliers', 4)}) END AS BIGINT) AS reply_users_count,
  CAST(NULL AS BIGINT) AS unread_count,
  CAST(CASE WHEN replies > 0 THEN replies END AS BIGINT) AS reply_count,
  CAST(NULL AS VARCHAR) AS file_ids,
  CAST(NULL AS VARCHAR) AS pinned_to,
  CASE WHEN replies > 0 THEN '[' || list_aggregate(list_transform(range(least(replies, 1 + ${R.int('u_repliers', 4)})),
    x -> '''' || ${userId(`(u + 1 + x * 7) % ${HUMANS}`)} || ''''), 'string_agg', ', ') || ']' END AS reply_users,
  CASE WHEN u_reaction < 0.15 THEN '[{''name'': ''+1'', ''count'': ' || CAST(1 + ${R.int('u_reaction', 60)} % 9 AS VARCHAR) || '}]' END AS reactions,
  CASE WHEN NOT is_bot THEN '[{''type'': ''rich_text'', ''block_id'': ''' || substr(md5('slack-block-' || CAST(i AS VARCHAR)), 1, 5) || '''}]' END AS blocks
FROM placed
ORDER BY t, i`;
}

/** 0-based indexes of the openers that ask something. */
const QUESTION_OPENERS = SLACK_OPENERS.flatMap((opener, i) => (/^(Has|Quick question|Is there|Can)/.test(opener) ? [i] : []));

const COUNT = exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count' });

export const slackUsers: ExampleTable = {
  tableName: 'users',
  description: 'Members of an invented community Slack workspace, with time zones and roles (synthetic).',
  mainDttmCol: 'updated',
  columns: {
    id: { verbose_name: 'User id' },
    real_name: { verbose_name: 'Real name' },
    tz_offset: { verbose_name: 'UTC offset (s)', groupby: true },
  },
  metrics: [COUNT],
  createSql(target) {
    const first = sqlText.stringList(SLACK_FIRST_NAMES);
    const last = sqlText.stringList(SLACK_LAST_NAMES);
    const bots = sqlText.stringList(SLACK_BOTS);
    const tz = sqlText.stringList(SLACK_TIME_ZONES.map((z) => z[0]));
    const tzLabel = sqlText.stringList(SLACK_TIME_ZONES.map((z) => z[1]));
    const tzOffset = sqlText.numberList(SLACK_TIME_ZONES.map((z) => z[2]));
    return [
      `
CREATE TABLE ${target} AS
WITH drawn AS (
  SELECT u, u >= ${HUMANS} AS bot, ${R.pick('u_tz', SLACK_TIME_ZONES.map((z) => z[3]))} AS z,
    ${first}[1 + ${R.int('u_first', SLACK_FIRST_NAMES.length)}] AS first_name,
    ${last}[1 + ${R.int('u_last', SLACK_LAST_NAMES.length)}] AS last_name,
    u_deleted, u_admin, u_restricted, u_updated, u_2fa, u_color
  FROM ${R.withUniforms(`(SELECT range AS u FROM range(${USERS}))`, {
    u_tz: ['u', 531], u_first: ['u', 532], u_last: ['u', 533], u_deleted: ['u', 534], u_admin: ['u', 535], u_restricted: ['u', 536],
    u_updated: ['u', 537], u_2fa: ['u', 538], u_color: ['u', 539],
  })}
)
SELECT
  ${userId('u')} AS id,
  '${TEAM}' AS team_id,
  CASE WHEN bot THEN ${bots}[u - ${HUMANS} + 1] ELSE lower(strip_accents(first_name)) || '.' || lower(left(strip_accents(last_name), 1)) || CAST(u AS VARCHAR) END AS name,
  NOT bot AND u_deleted < 0.05 AS deleted,
  substr(md5('slack-color-' || CAST(u AS VARCHAR)), 1, 6) AS color,
  CASE WHEN bot THEN ${bots}[u - ${HUMANS} + 1] ELSE first_name || ' ' || last_name END AS real_name,
  ${tz}[z] AS tz,
  ${tzLabel}[z] AS tz_label,
  CAST(${tzOffset}[z] AS BIGINT) AS tz_offset,
  u = 0 OR (NOT bot AND u_admin < 0.04) AS is_admin,
  u = 0 AS is_owner,
  u = 0 AS is_primary_owner,
  NOT bot AND u_restricted < 0.04 AS is_restricted,
  NOT bot AND u_restricted < 0.01 AS is_ultra_restricted,
  bot AS is_bot,
  false AS is_app_user,
  TIMESTAMP '2020-06-01 00:00:00' + to_seconds(CAST(floor(u_updated * ${SECONDS_IN_YEAR + 200 * 86_400}) AS BIGINT)) AS updated,
  CASE WHEN bot THEN NULL ELSE u_2fa < 0.4 END AS has_2fa
FROM drawn
ORDER BY u`,
    ];
  },
};

export const slackChannels: ExampleTable = {
  tableName: 'channels',
  description: 'Channels of an invented community Slack workspace with their topic, purpose and member count (synthetic).',
  mainDttmCol: 'created',
  columns: {
    name: { verbose_name: 'Channel' },
    num_members: { verbose_name: 'Members', groupby: true },
  },
  metrics: [COUNT],
  createSql(target) {
    return [
      `
CREATE TABLE ${target} AS
WITH counted AS (SELECT c, count(*) AS n, list(${userId('u')} ORDER BY u) AS ids FROM ${membershipSql()} GROUP BY c),
drawn AS (
  SELECT ch.range AS c, counted.n, counted.ids,
    TIMESTAMP '2019-03-01 09:00:00' + to_days(CAST(ch.range * 23 AS INTEGER)) + to_minutes(CAST(${R.int('u_minute', 480)} AS BIGINT)) AS created_at,
    ${R.int('u_creator', 12)} AS creator_index, u_topic
  FROM ${R.withUniforms(`(SELECT range FROM range(${SLACK_CHANNELS.length}))`, { u_minute: ['range', 541], u_creator: ['range', 542], u_topic: ['range', 543] })} AS ch
  JOIN counted ON counted.c = ch.range
)
SELECT
  ${channelId('c')} AS id,
  ${channelList.name()}[c + 1] AS name,
  created_at AS created,
  ${userId('creator_index')} AS creator,
  false AS is_archived,
  c = 0 AS is_general,
  CAST(NULL AS TIMESTAMP) AS unlinked,
  ${channelList.name()}[c + 1] AS name_normalized,
  false AS is_shared,
  CAST(NULL AS VARCHAR) AS parent_conversation,
  false AS is_ext_shared,
  false AS is_org_shared,
  '[]' AS shared_team_ids,
  '[]' AS pending_shared,
  '[]' AS pending_connected_team_ids,
  false AS is_pending_ext_shared,
  true AS is_member,
  ${channelList.private()}[c + 1] AS is_private,
  false AS is_mpim,
  '[]' AS previous_names,
  CASE WHEN u_topic < 0.6 THEN 'Welcome to #' || ${channelList.name()}[c + 1] ELSE '' END AS topic__value,
  CASE WHEN u_topic < 0.6 THEN ${userId('creator_index')} ELSE '' END AS topic__creator,
  CASE WHEN u_topic < 0.6 THEN created_at + to_hours(2) END AS topic__last_set,
  ${channelList.purpose()}[c + 1] AS purpose__value,
  ${userId('creator_index')} AS purpose__creator,
  created_at AS purpose__last_set,
  '[' || list_aggregate(list_transform(ids, x -> '''' || x || ''''), 'string_agg', ', ') || ']' AS members,
  CAST(n AS BIGINT) AS num_members,
  ${channelId('c')} AS channel_id,
  NOT ${channelList.private()}[c + 1] AS is_channel,
  ${channelList.private()}[c + 1] AS is_group,
  false AS is_im
FROM drawn
ORDER BY c`,
    ];
  },
};

export const slackChannelMembers: ExampleTable = {
  tableName: 'channel_members',
  description: 'Which user is in which channel of the invented Slack workspace (synthetic).',
  mainDttmCol: null,
  columns: {},
  metrics: [COUNT],
  createSql(target) {
    return [`CREATE TABLE ${target} AS SELECT ${channelId('c')} AS channel_id, ${userId('u')} AS user_id FROM ${membershipSql()} ORDER BY c, u`];
  },
};

export const slackUsersChannels: ExampleTable = {
  tableName: 'users_channels',
  description: 'Each user of the invented Slack workspace with the name of every channel they are in (synthetic).',
  mainDttmCol: null,
  columns: {},
  metrics: [exampleMetric('count', 'COUNT(*)')],
  createSql(target) {
    return [`CREATE TABLE ${target} AS SELECT ${userId('u')} AS user_id, ${channelList.name()}[c + 1] AS name FROM ${membershipSql()} ORDER BY u, c`];
  },
};

export const slackMessages: ExampleTable = {
  tableName: 'messages',
  description: 'Messages posted in the invented Slack workspace over 2021, with threads, reactions and bot posts (synthetic).',
  mainDttmCol: 'ts',
  columns: {
    ts: { verbose_name: 'Posted at' },
    text: { verbose_name: 'Text' },
    reply_count: { groupby: true },
    reply_users_count: { groupby: true },
    unread_count: { groupby: true },
  },
  metrics: [COUNT],
  createSql(target) {
    return [`CREATE TABLE ${target} AS ${messagesSql()}`];
  },
};

export const slackThreads: ExampleTable = {
  tableName: 'threads',
  description: 'Messages of the invented Slack workspace that started a thread, with their reply counts (synthetic).',
  mainDttmCol: 'ts',
  columns: {
    reply_count: { groupby: true },
    reply_users_count: { groupby: true },
  },
  metrics: [COUNT],
  createSql(target) {
    return [
      `
CREATE TABLE ${target} AS
SELECT ts, client_msg_id, channel_id, thread_ts, latest_reply, team, type, "user", text, subscribed, reply_count, reply_users, blocks, reply_users_count
FROM (${messagesSql()})
WHERE reply_count > 0
ORDER BY ts`,
    ];
  },
};

export const slackExportedStats: ExampleTable = {
  tableName: 'exported_stats',
  description: 'Daily membership and activity statistics of the invented Slack workspace over 2021 (synthetic).',
  mainDttmCol: 'date',
  columns: {
    date: { verbose_name: 'Date' },
    total_membership: { verbose_name: 'Total membership', groupby: true },
  },
  metrics: [exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)' })],
  createSql(target) {
    return [
      `
CREATE TABLE ${target} AS
WITH days AS (
  SELECT d, TIMESTAMP '${YEAR_START}' + to_days(CAST(d AS INTEGER)) AS day, isodow(DATE '2021-01-01' + CAST(d AS INTEGER)) >= 6 AS weekend,
    u_joins, u_active, u_posting, u_messages, u_public, u_private, u_shared
  FROM ${R.withUniforms('(SELECT range AS d FROM range(365))', {
    u_joins: ['d', 551], u_active: ['d', 552], u_posting: ['d', 553], u_messages: ['d', 554], u_public: ['d', 555], u_private: ['d', 556],
    u_shared: ['d', 557],
  })}
),
grown AS (
  SELECT *,
    CAST(4000 + sum(CAST(6 + floor(u_joins * 18) AS BIGINT)) OVER (ORDER BY d) AS BIGINT) AS total,
    CASE WHEN weekend THEN 0.45 ELSE 1.0 END AS activity
  FROM days
),
counted AS (
  SELECT *,
    CAST(round(total * 0.11 * activity * (0.85 + 0.3 * u_active)) AS BIGINT) AS daily_active,
    CAST(round(total * 0.027 * activity * (0.8 + 0.4 * u_posting)) AS BIGINT) AS daily_posting,
    CAST(round(total * 0.09 * activity * (0.8 + 0.4 * u_messages)) AS BIGINT) AS posted,
    0.62 + 0.1 * u_public AS share_public,
    0.08 + 0.05 * u_private AS share_private
  FROM grown
)
SELECT
  CAST(round(share_public * 100, 1) AS DOUBLE) AS percent_of_messages_public_channels,
  CAST(round(share_private * 100, 1) AS DOUBLE) AS percent_of_messages_private_channels,
  CAST(round((1 - share_public - share_private) * 100, 1) AS DOUBLE) AS percent_of_messages_dms,
  CAST(round(share_public * 100 + 12, 1) AS DOUBLE) AS percent_of_views_public_channels,
  CAST(round(share_private * 100 - 2, 1) AS DOUBLE) AS percent_of_views_private_channels,
  CAST(round((1 - share_public - share_private) * 100 - 10, 1) AS DOUBLE) AS percent_of_views_dms,
  day AS date,
  daily_posting AS daily_members_posting_messages,
  CAST(round(posted * 0.02 * u_shared) AS BIGINT) AS messages_in_shared_channels,
  CAST(round(posted * share_private) AS BIGINT) AS messages_in_private_channels,
  CAST(round(posted * share_public) AS BIGINT) AS messages_in_public_channels,
  CAST(round(daily_posting * 3.1) AS BIGINT) AS weekly_members_posting_messages,
  CAST(${SLACK_CHANNELS.filter((c) => !c[3]).length} AS BIGINT) AS public_channels_single_workspace,
  posted - CAST(round(posted * share_private) AS BIGINT) - CAST(round(posted * share_public) AS BIGINT) AS messages_in_dms,
  daily_active AS daily_active_members,
  CAST(round(daily_active * 2.6) AS BIGINT) AS weekly_active_members,
  total - CAST(round(total * 0.02) AS BIGINT) AS full_members,
  posted AS messages_posted,
  total AS total_membership,
  CAST(round(total * 0.02) AS BIGINT) AS guests,
  CAST(NULL AS BIGINT) AS name
FROM counted
ORDER BY d`,
    ];
  },
};
