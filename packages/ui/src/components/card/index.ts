export { Card, type CardProps, Tile, type TileProps } from './card.tsx';
