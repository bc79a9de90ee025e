/** The credit packages on sale (spec §9), smallest first. */
export const creditPackageSizes = [5, 10, 25, 100, 500] as const;
