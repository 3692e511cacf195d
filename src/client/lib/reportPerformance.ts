// Spec part 2 §1 "performance metrics are reported": page-load timing and largest contentful paint,
// logged once to the console where support can read them (no third-party collector).
export function reportPerformance(
  log: (metric: string, ms: number) => void = (m, ms) => console.info(`[perf] ${m}: ${Math.round(ms)} ms`),
): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // entry type not supported by this browser
    }
  };
  observe('navigation', (entry) => {
    const nav = entry as PerformanceNavigationTiming;
    log('ttfb', nav.responseStart);
    log('dom-content-loaded', nav.domContentLoadedEventEnd);
  });
  observe('largest-contentful-paint', (entry) => log('lcp', entry.startTime));
}
