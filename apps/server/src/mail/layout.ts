/**
 * The one layout every email shares: a plain-text body (what most tests and some readers see) and
 * a simple HTML body built from the same parts, with everything user-provided escaped.
 */

export type EmailLayout = {
  greeting?: string;
  paragraphs: string[];
  /** The email's one link, shown as a button in HTML and as "label: url" in text. */
  action?: { label: string; url: string };
  /** Lines after the action (a link's expiry, "ignore this email if…"). */
  notes?: string[];
};

export const SIGNATURE = 'Shelter Animals Count';

export function renderEmailLayout(layout: EmailLayout): { text: string; html: string } {
  return { text: renderText(layout), html: renderHtml(layout) };
}

function renderText({ greeting, paragraphs, action, notes = [] }: EmailLayout): string {
  const blocks = [
    ...(greeting ? [greeting] : []),
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...notes,
    `-- \n${SIGNATURE}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml({ greeting, paragraphs, action, notes = [] }: EmailLayout): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1c5d99;color:#ffffff;` +
      `padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(action.url)}</p>`
    : '';
  const body = [
    ...(greeting ? [paragraph(greeting)] : []),
    ...paragraphs.map(paragraph),
    button,
    ...notes.map(paragraph),
    `<p style="margin:32px 0 0;color:#555555">${escapeHtml(SIGNATURE)}</p>`,
  ].join('\n');
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:6px">
${body}
</div>
</body></html>
`;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
