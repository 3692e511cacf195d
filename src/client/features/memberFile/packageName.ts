// How a member's package is named wherever one is picked out (a dialog's title, a button's name, a toast): what
// was sold and its dates — "Pilates 12 ders (17/11/2026 – 17/12/2026)" — never its number. The dates tell two
// packages of one product apart; a package sold without a product is "Paket (…)".
import type { TFunction } from 'i18next';
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import { wireToDisplayDate } from '../../components/fields';

type Named = Pick<MemberPackageRecord, 'starttime' | 'endtime' | 'product_name'>;

export const packageName = (pkg: Named, t: TFunction): string =>
  `${pkg.product_name || t('memberPackages.package')} (${wireToDisplayDate(pkg.starttime)} – ${wireToDisplayDate(pkg.endtime)})`;
