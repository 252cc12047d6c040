import type { MenuActionHost, MenuActionRun } from '@core/plugin-api/index.js';
import { sharedName } from './share-actions.js';

/** The permalink to share: the host answers it whole (the server builds it with the site's address). */
async function permalinkOf(host: MenuActionHost): Promise<string> {
  const source = host.chart ?? host.dashboard;
  if (!source) throw new Error('There is nothing to share here.');
  return source.permalink();
}

/** The `mailto:` link that shares `url`: subject and body in the user's words, properly encoded. */
export function shareEmailUrl(name: string, url: string): string {
  const subject = encodeURIComponent(name);
  const body = encodeURIComponent(`Have a look at "${name}":\n\n${url}\n`);
  return `mailto:?subject=${subject}&body=${body}`;
}

export const copyPermalink: MenuActionRun = async (_context, host) => {
  const url = await permalinkOf(host);
  await host.copyToClipboard(url);
  host.toast('success', `Copied to clipboard! ${url}`);
};

export const shareByEmail: MenuActionRun = async (context, host) => {
  const url = await permalinkOf(host);
  host.openUrl(shareEmailUrl(sharedName(context), url));
};
