/**
 * A tutorial's frames into a WebM video with Debian's ffmpeg (VP9, else VP8), each frame held for
 * SECONDS_PER_STEP, and its captions into a WebVTT file timed on the same steps.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECONDS_PER_STEP = 3;

/** The encoder ffmpeg offers (VP9 preferred), or a message saying what to install. */
export function findEncoder() {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    return {
      missing:
        'ffmpeg is not installed. Install Debian\'s ffmpeg ("sudo apt-get install -y ffmpeg", or as root ' +
        '"apt-get install -y ffmpeg"), then run "npm run build:tutorials" again.',
    };
  }
  if (/\blibvpx-vp9\b/.test(probe.stdout)) return { codec: 'libvpx-vp9' };
  if (/\blibvpx\b/.test(probe.stdout)) return { codec: 'libvpx' };
  return { missing: "this ffmpeg has no VP9 or VP8 encoder (libvpx): install Debian's ffmpeg package." };
}

/**
 * One frame a second, a key frame at each step so that seeking lands on a clean screen; a constant
 * quality that keeps the text sharp while screens of flat colour stay small.
 */
export function encodeVideo(codec, framesDir, outFile) {
  const quality =
    codec === 'libvpx-vp9'
      ? ['-crf', '32', '-b:v', '0', '-row-mt', '1', '-tune-content', 'screen']
      : ['-crf', '10', '-b:v', '1M'];
  const result = spawnSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      `1/${SECONDS_PER_STEP}`,
      '-i',
      path.join(framesDir, '%03d.png'),
      '-vf',
      'fps=1,format=yuv420p',
      '-c:v',
      codec,
      ...quality,
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-force_key_frames',
      `expr:gte(t,n_forced*${SECONDS_PER_STEP})`,
      '-an',
      outFile,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`ffmpeg could not encode ${outFile}`);
}

const timestamp = (seconds) => {
  const date = new Date(seconds * 1000);
  return `${String(date.getUTCHours()).padStart(2, '0')}:${date.toISOString().slice(14, 23)}`;
};

/** The WebVTT captions: one cue per step, at the step's time in the video. */
export function writeCaptions(captions, outFile) {
  const cues = captions.map(
    (caption, i) =>
      `${i + 1}\n${timestamp(i * SECONDS_PER_STEP)} --> ${timestamp((i + 1) * SECONDS_PER_STEP)}\n${caption}`,
  );
  writeFileSync(outFile, `WEBVTT\n\n${cues.join('\n\n')}\n`);
}
