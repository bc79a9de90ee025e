export { VideoEmbed, type VideoEmbedProps } from './video-embed.tsx';
