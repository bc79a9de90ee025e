// Only what every page needs: a page's own settings live beside it (the contact form's sending
// service, the FAQ's advisor), so their text is not in the code every page loads.

/** The studio's address without a trailing slash, fixed at build time from `STUDIO_URL`. */
export const studioUrl: string = import.meta.env.STUDIO_URL;

/** The year the site was built: the prerendered footer shows it until the browser reads its clock. */
export const buildYear: number = import.meta.env.BUILD_YEAR;
