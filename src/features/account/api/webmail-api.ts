import { callEndpoint } from '@/api/endpoint';
import type { ApiFetch } from '@/api/http-client';

/** GET the webmail sign-on link (spec part 1 §7 Agency; the service segment is ours): a one-minute link. */
export async function fetchWebmailLink(apiFetch?: ApiFetch): Promise<string> {
  return (await callEndpoint('webmailLink', {}, {}, apiFetch)).url;
}

/** What happened when the webmail was asked for: opened in a new tab, or blocked (the link is offered instead). */
export type WebmailOpening = { opened: true } | { opened: false; url: string };

/**
 * Fetches the sign-in link and opens it in a new tab (spec part 1 §7: "opened in a new tab on status 200"). The new
 * tab gets no handle on the portal (opener cleared). When a pop-up blocker refuses, the caller offers the link.
 */
export async function openWebmail(open: typeof window.open = window.open.bind(window)): Promise<WebmailOpening> {
  const url = await fetchWebmailLink();
  const tab = open(url, '_blank');
  if (!tab) return { opened: false, url };
  tab.opener = null;
  return { opened: true };
}
