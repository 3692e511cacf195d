// What a feature folder exports: react-router route objects tagged with their access group
// (spec part 1 §2; none = public) and frame ('bare' pages such as /login have no navbar, toolbar
// or footer). app/routes.tsx places each under the matching guard and frame.
import type { RouteObject } from 'react-router';
import type { AccessGroup } from '../store/sessionModel';

export type FeatureRoute = RouteObject & { access?: AccessGroup; frame?: 'shell' | 'bare' };
