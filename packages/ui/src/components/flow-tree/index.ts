export { FlowTree, type FlowTreeNode, type FlowTreeProps } from './flow-tree.tsx';
