import { AtSign, Briefcase, Users, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import * as styles from './social-connections.css.ts';

/** The social networks the Social tab lists (spec §2). */
export type SocialNetwork = 'linkedin' | 'x' | 'facebook' | 'youtube';

/** Where a network stands for this user. */
export type SocialConnectionState =
  /** Linked: the green 'Connected' label. */
  | 'connected'
  /** Can be linked: the 'Connect' button. */
  | 'available'
  /** Could be linked, but this installation has no settings for it: 'Connect' disabled, with a note. */
  | 'not-configured'
  /** Not offered yet: 'Coming Soon'. */
  | 'coming-soon';

/** One row of {@link SocialConnections}. */
export interface SocialConnection {
  /** Which network. */
  network: SocialNetwork;
  /** Its name as shown. */
  name: string;
  /** Where it stands. */
  state: SocialConnectionState;
  /** A sentence under the row (why Connect is off, what linking gives). */
  note?: ReactNode;
}

/** Props of {@link SocialConnections}. */
export interface SocialConnectionsProps {
  /** The rows, in order. */
  connections: readonly SocialConnection[];
  /** 'Connect' was pressed for a network. */
  onConnect?: ((network: SocialNetwork) => void) | undefined;
  /** The network whose link is being made: its button shows a spinner. */
  connecting?: SocialNetwork | undefined;
}

const icons: Record<SocialNetwork, ReactNode> = {
  linkedin: <Briefcase aria-hidden size={18} />,
  x: <AtSign aria-hidden size={18} />,
  facebook: <Users aria-hidden size={18} />,
  youtube: <Video aria-hidden size={18} />,
};

function action(connection: SocialConnection, props: SocialConnectionsProps): ReactNode {
  switch (connection.state) {
    case 'connected':
      return <span className={styles.connected}>Connected</span>;
    case 'available':
      return (
        <Button
          size="sm"
          loading={props.connecting === connection.network}
          onClick={() => props.onConnect?.(connection.network)}
          aria-label={`Connect ${connection.name}`}
        >
          Connect
        </Button>
      );
    case 'not-configured':
      return (
        <Button size="sm" disabled aria-label={`Connect ${connection.name}`}>
          Connect
        </Button>
      );
    case 'coming-soon':
      return <span className={styles.soon}>Coming Soon</span>;
    default:
      return connection.state satisfies never;
  }
}

/**
 * The Social tab of spec §2: the professional network with 'Connect', or a green 'Connected' once
 * linked, and the networks not offered yet marked 'Coming Soon'.
 */
export function SocialConnections(props: SocialConnectionsProps) {
  return (
    <ul className={styles.list} aria-label="Social networks">
      {props.connections.map((connection) => (
        <li key={connection.network} className={styles.row}>
          {icons[connection.network]}
          <span className={styles.name}>{connection.name}</span>
          {action(connection, props)}
          {connection.note ? <p className={styles.note}>{connection.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
