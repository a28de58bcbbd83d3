import { describe, expect, it } from 'vitest';
import { renderEmailLayout } from './layout';

describe('email layout', () => {
  const layout = {
    greeting: 'Hello <Ada>,',
    paragraphs: ['Your organization "Paws & Claws" was approved.'],
    action: { label: 'Sign in', url: 'https://portal.example/sign-in?a=1&b=2' },
    notes: ['This link expires in 2 days.'],
  };

  it('writes the text body as paragraphs, the action as "label: url", then the signature', () => {
    expect(renderEmailLayout(layout).text).toBe(
      [
        'Hello <Ada>,',
        'Your organization "Paws & Claws" was approved.',
        'Sign in: https://portal.example/sign-in?a=1&b=2',
        'This link expires in 2 days.',
        '-- \nShelter Animals Count\n',
      ].join('\n\n'),
    );
  });

  it('escapes every value in the HTML body, links included', () => {
    const { html } = renderEmailLayout(layout);
    expect(html).toContain('Hello &lt;Ada&gt;,');
    expect(html).toContain('&quot;Paws &amp; Claws&quot;');
    expect(html).toContain('href="https://portal.example/sign-in?a=1&amp;b=2"');
    expect(html).not.toContain('<Ada>');
  });
});
