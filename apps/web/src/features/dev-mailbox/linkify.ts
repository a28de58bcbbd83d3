/** Splits an email's text into plain parts and http(s) links, so the mailbox page can make links clickable. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Links of the same site open as paths, so they work behind whatever host the page was opened on. */
export function sameSiteHref(href: string, origin: string): string {
  try {
    const url = new URL(href);
    const here = new URL(origin);
    return url.host === here.host ? `${url.pathname}${url.search}${url.hash}` : href;
  } catch {
    return href;
  }
}
