import { describe, expect, it } from 'vitest';
import { textTooLong } from '../validation/limits';
import { TUTORIAL_VIDEO_MESSAGES as M, tutorialVideoUpdateSchema } from './tutorial-video-link';
import { TUTORIAL_VIDEO_COUNT, tutorialVideoIndexOf } from './tutorial-videos';

const messageOf = (url: unknown) => tutorialVideoUpdateSchema.safeParse({ url }).error?.issues[0]?.message;

describe('tutorial video links', () => {
  it.each([
    'https://videos.example.org/register.webm',
    'http://intranet.example:8080/a/b.mp4?x=1#t=10',
    '/tutorials/custom/0.webm',
    '/',
  ])('takes %s', (url) => {
    expect(tutorialVideoUpdateSchema.parse({ url })).toEqual({ url });
  });

  it('trims the link and takes null as "the built-in video"', () => {
    expect(tutorialVideoUpdateSchema.parse({ url: '  /a.webm ' })).toEqual({ url: '/a.webm' });
    expect(tutorialVideoUpdateSchema.parse({ url: null })).toEqual({ url: null });
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.org/a.webm',
    'data:video/webm;base64,AAAA',
    '//evil.example/a.webm',
    '/\\evil.example/a.webm',
    'https://',
    'https://user:secret@example.org/a.webm',
    'https://example.org/a b.webm',
    'videos/a.webm',
    42,
  ])('refuses %s', (url) => {
    expect(messageOf(url)).toBe(M.urlInvalid);
  });

  it('requires a link, and at most 2,000 characters of it', () => {
    expect(messageOf(undefined)).toBe(M.urlRequired);
    expect(messageOf('   ')).toBe(M.urlRequired);
    expect(messageOf(`https://example.org/${'a'.repeat(2000)}`)).toBe(textTooLong(2000));
  });
});

describe('tutorial video indexes', () => {
  it('reads 0 to 7 and nothing else', () => {
    expect(TUTORIAL_VIDEO_COUNT).toBe(8);
    expect(tutorialVideoIndexOf('0')).toBe(0);
    expect(tutorialVideoIndexOf(7)).toBe(7);
    for (const value of ['8', '-1', '1.5', '', ' 1', '01', '01x', 'abc', null, undefined, 99]) {
      expect(tutorialVideoIndexOf(value)).toBeUndefined();
    }
  });
});
