// Stands in for axios's fetch adapter in the SPA's build (webpack.config.js): axios tries its adapters in the
// order xhr, http, fetch and every supported browser has XMLHttpRequest, so the fetch adapter is never chosen
// — leaving it out keeps ~3 KB off /login's first load. `false` is axios's "not supported in this environment".
export const getFetch = (): false => false;
