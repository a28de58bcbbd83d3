/**
 * The Resource Center's tutorial videos (002 §2.15) through HTTP on a real database: the list of eight,
 * an administrator's link and its reset, and the refusals (not an admin, a bad link, a bad body).
 */
import {
  builtInTutorialVideoUrl,
  TEXT_LIMITS,
  TUTORIAL_VIDEO_MESSAGES,
  TUTORIAL_VIDEOS,
  textTooLong,
} from '@sac/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createOrganizationWithMembers, createUser } from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { tutorialVideoSettings } from '../../db/schema/index';

type Video = { id: string; type: string; attributes: Record<string, unknown>; meta: Record<string, unknown> };

describe('tutorial videos', () => {
  let t: TestApp;
  let admin: Session;
  let adminId: number;
  let manager: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const adminUser = await createUser(t.database.db, { systemAdmin: true });
    adminId = adminUser.id;
    admin = await signIn(t.app, adminUser.email);
    manager = await signIn(t.app, (await createOrganizationWithMembers(t.database.db)).manager.email);
  });
  afterAll(() => t.close());

  const list = async (session: Session) => {
    const response = await session.request({ method: 'GET', url: '/api/v1/tutorial_videos' });
    expect(response.statusCode).toBe(200);
    return response.json().data as Video[];
  };
  const setLink = (session: Session, index: number | string, url: unknown, extra: object = {}) =>
    session.request({
      method: 'PATCH',
      url: `/api/v1/tutorial_videos/${index}`,
      payload: { data: { id: String(index), type: 'tutorial_videos', attributes: { url, ...extra } } },
    });
  const storedRows = () => t.database.db.select().from(tutorialVideoSettings);
  const errorsOf = (response: { json(): unknown }) =>
    (response.json() as { errors: { status: string; detail: string; source?: object }[] }).errors;

  it('lists the eight videos in the spec’s order, each built in, to any signed-in user', async () => {
    const videos = await list(manager);
    expect(videos.map((v) => v.attributes.title)).toEqual(TUTORIAL_VIDEOS.map((v) => v.title));
    expect(videos[0]).toEqual({
      type: 'tutorial_videos',
      id: '0',
      attributes: {
        index: 0,
        title: 'Register an Organization',
        summary: TUTORIAL_VIDEOS[0].summary,
        url: '/tutorials/0.webm',
        captions_url: '/tutorials/0.vtt',
        source: 'built_in',
        updated_at: null,
      },
      meta: { can_update: false },
    });
    expect(videos.map((v) => v.attributes.url)).toEqual(videos.map((_, i) => builtInTutorialVideoUrl(i)));
    expect((await list(admin)).every((v) => v.meta.can_update === true)).toBe(true);
  });

  it('an admin replaces a video by a link, everyone then gets it, and null brings the built-in one back', async () => {
    const url = 'https://videos.example.org/sac/csv-upload.webm';
    const response = await setLink(admin, 2, `  ${url} `);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json().data).toMatchObject({
      id: '2',
      attributes: {
        title: 'Enter Data with CSV Upload',
        url,
        captions_url: null,
        source: 'custom',
        updated_at: t.clock.now().toISOString(),
      },
    });
    expect(await storedRows()).toEqual([
      { videoIndex: 2, url, updatedAt: t.clock.now(), updatedById: adminId },
    ]);
    const seen = await list(manager);
    expect(seen[2]!.attributes).toMatchObject({ url, source: 'custom' });
    expect(seen.filter((v) => v.attributes.source === 'custom')).toHaveLength(1);

    // A second link replaces the first; a same-origin path is a link too.
    expect((await setLink(admin, 2, '/media/csv-upload-2.webm')).statusCode).toBe(200);
    expect((await storedRows()).map((r) => r.url)).toEqual(['/media/csv-upload-2.webm']);

    const reset = await setLink(admin, 2, null);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.attributes).toMatchObject({
      url: '/tutorials/2.webm',
      captions_url: '/tutorials/2.vtt',
      source: 'built_in',
      updated_at: null,
    });
    expect(await storedRows()).toEqual([]);
    // Going back to a video that is already built in changes nothing, and is no error.
    expect((await setLink(admin, 2, null)).statusCode).toBe(200);
  });

  it('a manager may not change a video: 403, nothing stored', async () => {
    const response = await setLink(manager, 1, 'https://videos.example.org/a.webm');
    expect(response.statusCode).toBe(403);
    expect(await storedRows()).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/tutorial_videos/1',
      payload: { data: { type: 'tutorial_videos', attributes: { url: null } } },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['javascript:alert(1)', TUTORIAL_VIDEO_MESSAGES.urlInvalid],
    ['//evil.example/a.webm', TUTORIAL_VIDEO_MESSAGES.urlInvalid],
    ['not a link', TUTORIAL_VIDEO_MESSAGES.urlInvalid],
    [42, TUTORIAL_VIDEO_MESSAGES.urlInvalid],
    ['', TUTORIAL_VIDEO_MESSAGES.urlRequired],
    [undefined, TUTORIAL_VIDEO_MESSAGES.urlRequired],
    [`https://example.org/${'a'.repeat(TEXT_LIMITS.url)}`, textTooLong(TEXT_LIMITS.url)],
    ['https://example.org/a\u0000.webm', 'Must not contain a NUL character'],
  ])('a link %j is refused with a 422 naming url', async (url, detail) => {
    const response = await setLink(admin, 4, url);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({ detail, source: { pointer: '/data/attributes/url' } }),
    ]);
    expect(await storedRows()).toEqual([]);
  });

  it('refuses an unknown attribute, another type or id, and a video that does not exist', async () => {
    const unknown = await setLink(admin, 4, '/a.webm', { title: 'Mine' });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual([
      expect.objectContaining({
        detail: 'Unknown attribute: title.',
        source: { pointer: '/data/attributes/title' },
      }),
    ]);
    const otherId = await admin.request({
      method: 'PATCH',
      url: '/api/v1/tutorial_videos/4',
      payload: { data: { id: '5', type: 'tutorial_videos', attributes: { url: '/a.webm' } } },
    });
    expect(otherId.statusCode).toBe(409);
    const otherType = await admin.request({
      method: 'PATCH',
      url: '/api/v1/tutorial_videos/4',
      payload: { data: { type: 'videos', attributes: { url: '/a.webm' } } },
    });
    expect(otherType.statusCode).toBe(409);
    const notADocument = await admin.request({
      method: 'PATCH',
      url: '/api/v1/tutorial_videos/4',
      payload: { url: '/a.webm' },
    });
    expect(notADocument.statusCode).toBe(400);
    for (const index of ['8', '-1', '01', 'abc']) {
      expect((await setLink(admin, index, '/a.webm')).statusCode, index).toBe(404);
    }
    expect(await storedRows()).toEqual([]);
  });

  it('the database refuses a video index outside 0 to 7, whatever the caller', async () => {
    await expect(
      t.database.db.insert(tutorialVideoSettings).values({ videoIndex: 8, url: '/a.webm' }),
    ).rejects.toThrow();
    expect(
      await t.database.db.select().from(tutorialVideoSettings).where(eq(tutorialVideoSettings.videoIndex, 8)),
    ).toEqual([]);
  });
});
