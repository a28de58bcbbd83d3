// @vitest-environment jsdom
/**
 * Video Tutorials (002 §2.15) against a fake API at fetch: the eight videos in the spec's order, the
 * selection kept in the address as #!/video/{index}, the player and its captions, and an administrator's
 * "Edit video link" (hidden from everyone else).
 */
import { Notifications } from '@mantine/notifications';
import { TUTORIAL_VIDEO_MESSAGES, TUTORIAL_VIDEOS } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DemoRole } from '../../test/demo-users';
import { type FakeReply, type FakeRequest, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import VideoTutorialsPage from './video-tutorials-page';

const SPEC_TITLES = [
  'Register an Organization',
  'Add a User to an Organization',
  'Enter Data with CSV Upload',
  'Enter Data Manually',
  'Create a Coalition',
  'Request to Join a Coalition',
  'Invite Organizations to a Coalition',
  'Opt into Sharing Data with a Coalition',
];

/** The API's videos, with the links an administrator set; PATCH changes them as the server does. */
function serve({
  canUpdate = false,
  links = {} as Record<number, string>,
  refuse = undefined as FakeReply | undefined,
} = {}) {
  const current = new Map(Object.entries(links).map(([index, url]) => [Number(index), url]));
  const video = (index: number) => ({
    id: String(index),
    type: 'tutorial_videos',
    attributes: {
      index,
      title: TUTORIAL_VIDEOS[index]!.title,
      summary: TUTORIAL_VIDEOS[index]!.summary,
      url: current.get(index) ?? `/tutorials/${index}.webm`,
      captions_url: current.has(index) ? null : `/tutorials/${index}.vtt`,
      source: current.has(index) ? 'custom' : 'built_in',
      updated_at: current.has(index) ? '2026-11-20T10:00:00.000Z' : null,
    },
    meta: { can_update: canUpdate },
  });
  return fakeApi({
    'GET /api/v1/tutorial_videos': () => ({
      body: { data: TUTORIAL_VIDEOS.map((_, i) => video(i)), meta: {} },
    }),
    'PATCH /api/v1/tutorial_videos/1': (request: FakeRequest) => {
      if (refuse) return refuse;
      const { url } = (request.body as { data: { attributes: { url: string | null } } }).data.attributes;
      if (url === null) current.delete(1);
      else current.set(1, url);
      return { body: { data: video(1), meta: {} } };
    },
  });
}

const renderPage = (hash = '', signedInAs: DemoRole = 'viewer') =>
  renderWithApp(
    <>
      <Notifications />
      <VideoTutorialsPage />
    </>,
    { url: `/resource-center/video-tutorials${hash}`, path: '/resource-center/video-tutorials', signedInAs },
  );

const tutorialLinks = () =>
  within(screen.getByRole('navigation', { name: 'Video tutorials' })).getAllByRole('link');
const player = async (title: string) => (await screen.findByLabelText(title)) as HTMLVideoElement;

describe('video tutorials', () => {
  it('lists the eight how-to videos in the spec’s order and plays the first when the address names none', async () => {
    serve();
    renderPage();
    expect(TUTORIAL_VIDEOS.map((v) => v.title)).toEqual(SPEC_TITLES);
    const links = tutorialLinks();
    expect(links.map((link) => link.querySelector('.mantine-NavLink-label')?.textContent)).toEqual(
      SPEC_TITLES.map((title, i) => `${i + 1}. ${title}`),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SPEC_TITLES.map((_, i) => `/resource-center/video-tutorials#!/video/${i}`),
    );
    expect(links[0]!.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Register an Organization' })).toBeTruthy();
    const video = await player('Register an Organization');
    expect(video.getAttribute('src')).toBe('/tutorials/0.webm');
    expect(video.hasAttribute('controls')).toBe(true);
    const track = video.querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('src')]).toEqual(['captions', '/tutorials/0.vtt']);
  });

  it('opening an address with #!/video/5 selects and plays that video', async () => {
    serve();
    renderPage('#!/video/5');
    expect(screen.getByRole('heading', { level: 2, name: 'Request to Join a Coalition' })).toBeTruthy();
    expect((await player('Request to Join a Coalition')).getAttribute('src')).toBe('/tutorials/5.webm');
    expect(tutorialLinks().map((link) => link.getAttribute('aria-current'))).toEqual(
      SPEC_TITLES.map((_, i) => (i === 5 ? 'true' : null)),
    );
  });

  it('choosing a video in the list puts it in the address and plays it', async () => {
    serve();
    const { user, router } = renderPage();
    await player('Register an Organization');
    await user.click(screen.getByRole('link', { name: /Enter Data Manually/ }));
    expect(router.state.location.hash).toBe('#!/video/3');
    expect(router.state.location.pathname).toBe('/resource-center/video-tutorials');
    expect((await player('Enter Data Manually')).getAttribute('src')).toBe('/tutorials/3.webm');
    expect(tutorialLinks()[3]!.getAttribute('aria-current')).toBe('true');
  });

  it.each(['#!/video/42', '#!/video/abc', '#!/video/'])(
    'an unknown video (%s) falls back to the first',
    async (hash) => {
      serve();
      renderPage(hash);
      expect((await player('Register an Organization')).getAttribute('src')).toBe('/tutorials/0.webm');
      expect(tutorialLinks()[0]!.getAttribute('aria-current')).toBe('true');
    },
  );

  it('a video an administrator linked plays that link, without captions', async () => {
    serve({ links: { 2: 'https://videos.example.org/csv.webm' } });
    renderPage('#!/video/2');
    const video = await player('Enter Data with CSV Upload');
    expect(video.getAttribute('src')).toBe('https://videos.example.org/csv.webm');
    expect(video.querySelector('track')).toBeNull();
  });

  it('shows no "Edit video link" to users who may not change the videos', async () => {
    serve({ canUpdate: false });
    renderPage('#!/video/1');
    await player('Add a User to an Organization');
    expect(screen.queryByRole('button', { name: 'Edit video link' })).toBeNull();
  });

  it('an administrator replaces a video by a link: the request, the message, the player follows', async () => {
    const server = serve({ canUpdate: true });
    const { user } = renderPage('#!/video/1', 'admin');
    await player('Add a User to an Organization');
    expect(screen.getByText('Plays the built-in video')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit video link' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(/Video link/) as HTMLInputElement;
    expect(field.maxLength).toBe(2000);
    expect(within(dialog).queryByRole('button', { name: 'Use the built-in video' })).toBeNull();
    await user.type(field, 'https://videos.example.org/add-user.webm');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(TUTORIAL_VIDEO_MESSAGES.saved('Add a User to an Organization')),
    ).toBeTruthy();
    const patch = server.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe('/api/v1/tutorial_videos/1');
    expect(patch.body).toEqual({
      data: {
        id: '1',
        type: 'tutorial_videos',
        attributes: { url: 'https://videos.example.org/add-user.webm' },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect((await player('Add a User to an Organization')).getAttribute('src')).toBe(
        'https://videos.example.org/add-user.webm',
      ),
    );
  });

  it('a link the form refuses is named on the field, and nothing is sent', async () => {
    const server = serve({ canUpdate: true });
    const { user } = renderPage('#!/video/1', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Edit video link' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Video link/), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TUTORIAL_VIDEO_MESSAGES.urlInvalid)).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('a link the server refuses is shown on the field', async () => {
    serve({
      canUpdate: true,
      refuse: {
        status: 422,
        body: { errors: [{ detail: 'Not that site', source: { pointer: '/data/attributes/url' } }] },
      },
    });
    const { user } = renderPage('#!/video/1', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Edit video link' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Video link/), '/somewhere.webm');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not that site')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('"Use the built-in video" gives a linked video its built-in file back', async () => {
    const server = serve({ canUpdate: true, links: { 1: 'https://videos.example.org/old.webm' } });
    const { user } = renderPage('#!/video/1', 'admin');
    expect(await screen.findByText(/Plays a link set by an administrator/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit video link' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/Video link/) as HTMLInputElement).value).toBe(
      'https://videos.example.org/old.webm',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Use the built-in video' }));
    expect(
      await screen.findByText(TUTORIAL_VIDEO_MESSAGES.reset('Add a User to an Organization')),
    ).toBeTruthy();
    const patch = server.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({ data: { id: '1', type: 'tutorial_videos', attributes: { url: null } } });
    await waitFor(async () =>
      expect((await player('Add a User to an Organization')).getAttribute('src')).toBe('/tutorials/1.webm'),
    );
  });

  it('sits in the Resource Center frame, whose other tab opens Marketing Resources', async () => {
    serve();
    const { user, router } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Resource Center' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Marketing Resources',
      'Video Tutorials',
    ]);
    expect(screen.getByRole('tab', { name: 'Video Tutorials' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Marketing Resources' }));
    expect(router.state.location.pathname).toBe('/resource-center/marketing-resources');
  });
});
