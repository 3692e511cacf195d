// Time passing for code that reads the clock (Date) and only for it: timers, the database drivers and inject() run
// as they are. Waiting for real cost a run seconds of doing nothing. Call `jest.useRealTimers()` after each test.

/** Moves Date `seconds` ahead (from the clock as it now reads, so calls add up). */
export function passSeconds(seconds: number): void {
  jest.useFakeTimers({
    now: Date.now() + seconds * 1000,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
