export {
  type SocialConnection,
  type SocialConnectionState,
  SocialConnections,
  type SocialConnectionsProps,
  type SocialNetwork,
} from './social-connections.tsx';
