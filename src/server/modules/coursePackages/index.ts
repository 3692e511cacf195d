import type { ServerModule } from '../module';
import { seedCoursePackages } from './demoSeed';
import coursePackagesHooks from './packageHooks';
import packageDaysHooks from './dayHooks';

const area: ServerModule = {
  demoSeed: seedCoursePackages,
  hooks: { course_packages: coursePackagesHooks, package_days: packageDaysHooks },
};

export default area;
