/**
 * The Resource Center's tutorial videos (002 §2.15, docs/api.md): every signed-in user reads the eight;
 * administrators replace one by a link or give it back its built-in file.
 */
import { tutorialVideoIndexOf } from '@sac/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../access/policies';
import { forbidden, notFound } from '../../http/errors';
import { contextFromRequest, sendDocument } from '../../http/jsonapi/index';
import { readTutorialVideoLink, setTutorialVideoLink } from './set-tutorial-video-link';
import { presentTutorialVideo, readTutorialVideo, readTutorialVideos } from './tutorial-videos';

type IndexRequest = FastifyRequest<{ Params: { index: string } }>;

export default async function tutorialVideoRoutes(app: FastifyInstance) {
  app.get('/api/v1/tutorial_videos', async (request, reply) => {
    const ctx = contextFromRequest(request);
    const videos = await readTutorialVideos(ctx);
    return sendDocument(reply, { data: videos.map((video) => presentTutorialVideo(ctx, video)), meta: {} });
  });

  app.patch('/api/v1/tutorial_videos/:index', async (request: IndexRequest, reply) => {
    const ctx = contextFromRequest(request);
    if (!can(ctx.access, 'tutorial_video:update')) throw forbidden();
    const index = tutorialVideoIndexOf(request.params.index);
    if (index === undefined) throw notFound();
    await setTutorialVideoLink(ctx, index, readTutorialVideoLink(request.body, index));
    return sendDocument(reply, {
      data: presentTutorialVideo(ctx, await readTutorialVideo(ctx, index)),
      meta: {},
    });
  });
}
