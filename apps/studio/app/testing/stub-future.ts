/**
 * The future flags route tests give `createRemixStub`: those of the studio's build (vite.config.ts)
 * that the stub reads.
 */
export const stubFuture = {
  v3_fetcherPersist: true,
  v3_lazyRouteDiscovery: true,
  v3_relativeSplatPath: true,
  v3_singleFetch: true,
} as const;
