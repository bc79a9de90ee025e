export { PrivateRouteBoundary, type PrivateRouteBoundaryProps } from './private-route-boundary.tsx';
