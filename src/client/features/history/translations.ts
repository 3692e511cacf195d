// The labels of every area a history entry may name (a report's fields, a measurement's options): the list shows
// them all, whichever screens were opened before. Added when the history's chunk loads, never on /login.
import arConsultations from '../../../../i18n/ar/screens/consultations.json';
import arCoursePackages from '../../../../i18n/ar/screens/coursePackages.json';
import arMemberProgress from '../../../../i18n/ar/screens/memberProgress.json';
import arMoves from '../../../../i18n/ar/screens/moves.json';
import arPosture from '../../../../i18n/ar/screens/postureAnalysis.json';
import arReports from '../../../../i18n/ar/screens/reports.json';
import arRoles from '../../../../i18n/ar/screens/roles.json';
import enConsultations from '../../../../i18n/en/screens/consultations.json';
import enCoursePackages from '../../../../i18n/en/screens/coursePackages.json';
import enMemberProgress from '../../../../i18n/en/screens/memberProgress.json';
import enMoves from '../../../../i18n/en/screens/moves.json';
import enPosture from '../../../../i18n/en/screens/postureAnalysis.json';
import enReports from '../../../../i18n/en/screens/reports.json';
import enRoles from '../../../../i18n/en/screens/roles.json';
import trConsultations from '../../../../i18n/tr/screens/consultations.json';
import trCoursePackages from '../../../../i18n/tr/screens/coursePackages.json';
import trMemberProgress from '../../../../i18n/tr/screens/memberProgress.json';
import trMoves from '../../../../i18n/tr/screens/moves.json';
import trPosture from '../../../../i18n/tr/screens/postureAnalysis.json';
import trReports from '../../../../i18n/tr/screens/reports.json';
import trRoles from '../../../../i18n/tr/screens/roles.json';
import { addScreenTranslations } from '../../lib/i18n';

for (const trees of [
  { tr: trConsultations, en: enConsultations, ar: arConsultations },
  { tr: trCoursePackages, en: enCoursePackages, ar: arCoursePackages },
  { tr: trMemberProgress, en: enMemberProgress, ar: arMemberProgress },
  { tr: trMoves, en: enMoves, ar: arMoves },
  { tr: trPosture, en: enPosture, ar: arPosture },
  { tr: trReports, en: enReports, ar: arReports },
  { tr: trRoles, en: enRoles, ar: arRoles },
])
  addScreenTranslations(trees);
