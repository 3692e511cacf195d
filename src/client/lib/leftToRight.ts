// A code written left to right (a receipt number 2026-1-000042) inside a translated sentence: isolated (LRI … PDI)
// so an Arabic sentence keeps its parts in order instead of reading it backwards as 000042-1-2026.
export const leftToRight = (text: string): string => `\u2066${text}\u2069`;
