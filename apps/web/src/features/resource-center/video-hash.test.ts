import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { selectedVideoOf } from './video-hash';

const hashOf = (path: string) => path.slice(path.indexOf('#'));

describe('the selected video in the address', () => {
  it('reads the index paths.videoTutorials writes', () => {
    for (const index of [0, 3, 7]) expect(selectedVideoOf(hashOf(paths.videoTutorials(index)))).toBe(index);
  });

  it.each([
    '',
    '#',
    '#!/video/',
    '#!/video/8',
    '#!/video/-1',
    '#!/video/abc',
    '#!/video/2/extra',
    '#/video/2',
  ])('falls back to the first video for %j', (hash) => {
    expect(selectedVideoOf(hash)).toBe(0);
  });
});
