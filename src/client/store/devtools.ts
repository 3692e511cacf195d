// Redux DevTools stay on in every build so support sees what a user saw; secrets never reach them.
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { redact, REDACTED } from './actionLog/redact';

export { REDACTED };

/** A deep view of `value` with passwords, tokens, Authorization headers and file contents replaced. */
export const redactSecrets = <T>(value: T): T => redact(value);

/** Actions DevTools keeps; older ones are committed, so a long shift cannot exhaust the tab's memory. */
export const DEVTOOLS_MAX_AGE = 200;
export const DEVTOOLS_INSTANCE_NAME = 'Gym back office';

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: DEVTOOLS_INSTANCE_NAME,
  maxAge: DEVTOOLS_MAX_AGE,
  actionSanitizer: (action) => redact(action),
  stateSanitizer: (state) => redact(state),
  features: {
    pause: true,
    lock: true,
    persist: true,
    // `true` exports the monitor's own (sanitized) copy; the default for Redux ('custom') would ask the page
    // for its raw, unsanitized history.
    export: true,
    import: 'custom',
    jump: true,
    skip: true,
    reorder: true,
    // Dispatching arbitrary actions into a staff member's live store is a development aid only.
    dispatch: process.env.NODE_ENV !== 'production',
    test: false,
  },
};
