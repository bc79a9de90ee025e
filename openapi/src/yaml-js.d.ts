// yaml-js ships no types; the contract's second reader uses its loader alone.
declare module 'yaml-js' {
  /** Parses one YAML 1.1 document the way PyYAML does, throwing on what PyYAML rejects. */
  export function load(text: string): unknown;
}
