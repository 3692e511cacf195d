import pkg from '../../package.json';

/** Sent as `x-app-version` so the SPA can notice a newer server. */
export const APP_VERSION: string = pkg.version;
