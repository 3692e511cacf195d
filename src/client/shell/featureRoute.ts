// What a feature folder exports: react-router route objects tagged with their access group
// (spec part 1 §2; none = public) and frame. app/routes.tsx places each under the matching guard and frame:
// - 'shell' (default): inside the application frame (navigation, toolbar, footer) and antd's providers;
// - 'bare': no navbar, toolbar or footer, but inside antd's providers (e.g. /logout);
// - 'plain': no navbar, toolbar or footer and no antd at all: the page brings its own markup and CSS
//   (/login, whose first load must stay small).
import type { RouteObject } from 'react-router-dom';
import type { AccessGroup } from '../store/sessionModel';

export type FeatureRoute = RouteObject & { access?: AccessGroup; frame?: 'shell' | 'bare' | 'plain' };
