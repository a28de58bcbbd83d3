export * from './tutorial-video-link';
export * from './tutorial-videos';
